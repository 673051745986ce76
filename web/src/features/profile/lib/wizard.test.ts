// Boundary: welcome wizard steps (pure): which step the address may show, and the resume step that cannot be skipped.
import { describe, expect, it } from 'vitest';
import { clampWizardStep, RESUME_STEP, WIZARD_STEPS } from './wizard';

describe('clampWizardStep', () => {
  it('has four steps and starts at the first', () => {
    expect(WIZARD_STEPS).toHaveLength(4);
    expect(clampWizardStep(null, false)).toBe(1);
    expect(clampWizardStep('abc', true)).toBe(1);
  });

  it('keeps a requested step inside 1 to 4', () => {
    expect(clampWizardStep('0', true)).toBe(1);
    expect(clampWizardStep('3', true)).toBe(3);
    expect(clampWizardStep('9', true)).toBe(4);
  });

  it('never passes the resume step without a resume', () => {
    expect(clampWizardStep('2', false)).toBe(RESUME_STEP);
    expect(clampWizardStep('3', false)).toBe(RESUME_STEP);
    expect(clampWizardStep('4', false)).toBe(RESUME_STEP);
    expect(clampWizardStep('4', true)).toBe(4);
  });
});
