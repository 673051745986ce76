import type { ParseConfidence } from '@shared/resume/parsed-resume';

/**
 * The review panel's confidence (spec section 4, Resume parse flow): the parser's label becomes a score
 * (HIGH 0.9, MEDIUM 0.7, anything else 0.5) and the score a level (high above 0.8, medium above 0.5, else
 * low). Only the web shows it, so it lives here rather than in the shared contract.
 */
export type ConfidenceLevel = 'high' | 'medium' | 'low';

export function confidenceScore(confidence: ParseConfidence | string | null | undefined): number {
  if (confidence === 'HIGH') return 0.9;
  if (confidence === 'MEDIUM') return 0.7;
  return 0.5;
}

export function confidenceLevel(score: number): ConfidenceLevel {
  if (score > 0.8) return 'high';
  if (score > 0.5) return 'medium';
  return 'low';
}

export const CONFIDENCE_LABELS: Record<ConfidenceLevel, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};
