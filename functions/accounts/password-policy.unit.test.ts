import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth/messages';
import { passwordProblem } from './password-policy';

describe('new password policy (NIST SP 800-63B)', () => {
  it.each(['password', 'Password1', 'qwerty123', '  iloveyou  ', '12345678'])(
    'refuses the common %j',
    async (password) => {
      expect(await passwordProblem(password, 'kavya@example.in')).toBe(AUTH_MESSAGES.passwordCommon);
    },
  );

  it('refuses the account address or its name part, in any case', async () => {
    expect(await passwordProblem('Kavya.Rao@Example.in', 'kavya.rao@example.in')).toBe(
      AUTH_MESSAGES.passwordIsEmail,
    );
    expect(await passwordProblem('KAVYA.RAO', 'kavya.rao@example.in')).toBe(AUTH_MESSAGES.passwordIsEmail);
  });

  it("accepts a password of the person's own", async () => {
    expect(await passwordProblem('Kavya@2025', 'kavya@example.in')).toBeUndefined();
    expect(await passwordProblem('tiffin-on-the-8:15-local', 'kavya@example.in')).toBeUndefined();
  });

  it('checks against a list of at least 10,000 passwords', async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    expect((dictionary['passwords-common'] as string[]).length).toBeGreaterThanOrEqual(10_000);
  });
});
