import type { AlertSearch } from '@shared/job-alerts/search';
import type { JobType } from '@shared/jobs/job-types';
import type { JobCategory } from '@shared/jobs/options';

/** The /jobs filters an alert can keep (the page's JobSearchFilters, without its page and order). */
export interface AlertableFilters {
  search: string;
  location: string;
  experience: number | null;
  types: JobType[];
  skills: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  function: string | null;
  category: JobCategory | null;
}

/** The search an alert saves from what /jobs shows: what is set, nothing else. */
export function searchOfFilters(filters: AlertableFilters): AlertSearch {
  const search: AlertSearch = {};
  if (filters.search.trim()) search.search = filters.search.trim();
  if (filters.location.trim()) search.location = filters.location.trim();
  if (filters.experience !== null) search.experience = filters.experience;
  if (filters.types.length > 0) search.type = filters.types;
  if (filters.skills.length > 0) search.skills = filters.skills;
  if (filters.salaryMin !== null) search.salaryMin = filters.salaryMin;
  if (filters.salaryMax !== null) search.salaryMax = filters.salaryMax;
  if (filters.function) search.function = filters.function;
  if (filters.category) search.category = filters.category;
  return search;
}
