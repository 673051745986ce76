import { describe, expect, it } from 'vitest';
import { onFirstUse } from './first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once', () => {
    let made = 0;
    const value = onFirstUse(() => {
      made += 1;
      return { made };
    });
    expect(made).toBe(0);
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });
});
