// Boundary: none (pure) - the parser's confidence label to the review panel's score and level.
import { describe, expect, it } from 'vitest';
import { confidenceLevel, confidenceScore } from './confidence';

describe('confidence', () => {
  it('maps HIGH to 0.9, MEDIUM to 0.7 and anything else to 0.5', () => {
    expect(confidenceScore('HIGH')).toBe(0.9);
    expect(confidenceScore('MEDIUM')).toBe(0.7);
    expect(confidenceScore('LOW')).toBe(0.5);
    expect(confidenceScore('high')).toBe(0.5);
    expect(confidenceScore(undefined)).toBe(0.5);
  });

  it('reads high above 0.8, medium above 0.5, else low (the bounds themselves fall to the lower level)', () => {
    expect(confidenceLevel(0.9)).toBe('high');
    expect(confidenceLevel(0.81)).toBe('high');
    expect(confidenceLevel(0.8)).toBe('medium');
    expect(confidenceLevel(0.7)).toBe('medium');
    expect(confidenceLevel(0.5)).toBe('low');
    expect(confidenceLevel(0)).toBe('low');
  });

  it('gives each parser label its level', () => {
    expect(confidenceLevel(confidenceScore('HIGH'))).toBe('high');
    expect(confidenceLevel(confidenceScore('MEDIUM'))).toBe('medium');
    expect(confidenceLevel(confidenceScore('LOW'))).toBe('low');
  });
});
