// Boundary: rules whose code loads on demand - asked only once loaded, loaded once, retried after a failure.
import { describe, expect, it } from 'vitest';
import { lazyRules } from './lazy-rules';
import type { Validator } from './validation';

const nameRequired: Validator<{ name: string }, { name: string }> = (values) =>
  values.name ? { valid: true, data: values } : { valid: false, errors: { name: 'Name is required' } };

describe('lazyRules', () => {
  it('refuses to judge before its rules are there, then judges with them', async () => {
    const rules = lazyRules(async () => nameRequired);
    expect(() => rules.validate({ name: '' })).toThrow(/before they loaded/);
    await rules.load();
    expect(rules.validate({ name: '' })).toEqual({ valid: false, errors: { name: 'Name is required' } });
    expect(rules.validate({ name: 'Asha' })).toEqual({ valid: true, data: { name: 'Asha' } });
  });

  it('loads its code once however often it is asked', async () => {
    let loads = 0;
    const rules = lazyRules(async () => {
      loads += 1;
      return nameRequired;
    });
    await Promise.all([rules.load(), rules.load()]);
    await rules.load();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const rules = lazyRules(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return nameRequired;
    });
    await expect(rules.load()).rejects.toThrow('offline');
    await rules.load();
    expect(attempt).toBe(2);
    expect(rules.validate({ name: 'Asha' }).valid).toBe(true);
  });
});
