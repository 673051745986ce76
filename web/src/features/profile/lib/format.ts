import { EXPERIENCE_BANDS } from '@shared/profile/options';

/*
 * How the profile shows experience and initials. Amounts and dates are shown the same way on other
 * screens too, so their formatters live in shared/ (profile/salary.ts, profile/periods.ts).
 */

/** The experience band a number of years falls in: 4 -> '3-5 years'. */
export function experienceBandFor(years: number) {
  let band: (typeof EXPERIENCE_BANDS)[number] = EXPERIENCE_BANDS[0];
  for (const candidate of EXPERIENCE_BANDS) if (years >= candidate.years) band = candidate;
  return band;
}

/** Up to two letters for an avatar placeholder: 'Asha Rao' -> 'AR'. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || '?';
}
