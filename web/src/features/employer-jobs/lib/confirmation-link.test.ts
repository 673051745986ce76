// Boundary: reading a reconfirmation link's action to word its page (pure).
import { describe, expect, it } from 'vitest';
import { linkAction } from './confirmation-link';

const part = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('linkAction', () => {
  it('reads the action a link names', () => {
    expect(linkAction(`${part({ alg: 'HS256' })}.${part({ act: 'confirm', due: '2026-12-29' })}.sig`)).toBe(
      'confirm',
    );
    expect(linkAction(`${part({ alg: 'HS256' })}.${part({ act: 'close' })}.sig`)).toBe('close');
  });

  it('is null for anything else', () => {
    expect(linkAction(null)).toBeNull();
    expect(linkAction('')).toBeNull();
    expect(linkAction('not-a-token')).toBeNull();
    expect(linkAction('a.%%%.c')).toBeNull();
    expect(linkAction(`${part({})}.${part({ act: 'delete' })}.sig`)).toBeNull();
  });
});
