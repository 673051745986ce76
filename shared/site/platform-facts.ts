/**
 * What the public pages may claim about Jobmatch in figures. Only facts the product itself guarantees:
 * the spec's marketing numbers (50,000+ professionals, 5x replies, 500+ candidates, 70%+ accuracy) were
 * claims nothing measured, and two pages contradicted each other, so every page reads this one list.
 */
export interface PlatformFact {
  value: string;
  label: string;
}

export const PLATFORM_FACTS: readonly PlatformFact[] = [
  { value: '₹0', label: 'For job seekers, forever' },
  { value: '100%', label: 'Of recruiters verified before they post' },
  { value: 'Match %', label: 'On every job, from your profile' },
];
