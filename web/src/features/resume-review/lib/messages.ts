/** The spec's texts for the resume parse flow (sections 4, 5 and 8); exact wording is a requirement. */
export const RESUME_REVIEW_MESSAGES = {
  noData: 'No data found in resume',
  unreadable:
    'Unable to extract data from this resume format. You can still upload it and fill your profile manually.',
  invalidResponse: 'Invalid response from server - no parsed data found',
  parseFailed: (reason: string) => `Resume parsing failed: ${reason}`,
  moreExperiences: (count: number) => `+${count} more experiences`,
  more: (count: number) => `+${count} more`,
} as const;
