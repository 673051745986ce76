import type { JobAlertFrequency } from './rules';
import type { AlertSearch } from './search';

/** A job alert as its owner's page lists it (GET /job-alerts). */
export interface JobAlert {
  id: string;
  search: AlertSearch;
  /** alertName(search), so every screen names it the same. */
  name: string;
  frequency: JobAlertFrequency;
  paused: boolean;
  createdAt: string;
}
