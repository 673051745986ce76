import { salaryRangeText } from '../jobs/format';
import type { JobType } from '../jobs/job-types';
import { JOB_CATEGORY_LABELS, JOB_TYPE_LABELS, type JobCategory, jobFunctionLabel } from '../jobs/options';

/*
 * The search a job alert keeps: what /jobs searched, without its page or order. The alert matches a new
 * job exactly as the search page would list it (functions/job-search's conditions), so the alert's name,
 * its link back to /jobs and its matching all read this one shape.
 */
export interface AlertSearch {
  search?: string;
  location?: string;
  experience?: number;
  type?: JobType[];
  skills?: string[];
  function?: string;
  category?: JobCategory;
  salaryMin?: number;
  salaryMax?: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The alert's name, as the manage page and the mails call it: 'react jobs in Pune · Full-time'. */
export function alertName(search: AlertSearch): string {
  const what = search.search?.trim()
    ? `${search.search.trim()} jobs`
    : search.function
      ? `${jobFunctionLabel(search.function)} jobs`
      : 'All jobs';
  const where = search.location?.trim() ? ` in ${search.location.trim()}` : '';
  const details = [
    search.search?.trim() && search.function ? jobFunctionLabel(search.function) : null,
    ...(search.type ?? []).map((type) => JOB_TYPE_LABELS[type]),
    search.category ? JOB_CATEGORY_LABELS[search.category] : null,
    search.skills?.length ? `Skills: ${search.skills.join(', ')}` : null,
    search.experience !== undefined
      ? plural(search.experience, "year's experience", "years' experience")
      : null,
    search.salaryMin !== undefined || search.salaryMax !== undefined
      ? salaryRangeText(search.salaryMin, search.salaryMax)
      : null,
  ].filter((part): part is string => !!part);
  return [`${what}${where}`, ...details].join(' · ');
}

/** The saved search as /jobs reads it from its address (web/src/config/paths.ts JobFilters), newest first. */
export function alertSearchQuery(search: AlertSearch): Record<string, string> {
  const query: Record<string, string | undefined> = {
    search: search.search || undefined,
    location: search.location || undefined,
    experience: search.experience?.toString(),
    type: search.type?.length ? search.type.join(',') : undefined,
    skills: search.skills?.length ? search.skills.join(',') : undefined,
    function: search.function,
    category: search.category,
    salaryMin: search.salaryMin?.toString(),
    salaryMax: search.salaryMax?.toString(),
    sort: 'newest',
  };
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
}

/** The same search, whatever order its lists were given in and however its words were spaced. */
export function sameSearch(a: AlertSearch, b: AlertSearch): boolean {
  return canonical(a) === canonical(b);
}

function canonical(search: AlertSearch): string {
  const text = (value: string | undefined) => value?.trim().replace(/\s+/g, ' ').toLowerCase() || undefined;
  return JSON.stringify([
    text(search.search),
    text(search.location),
    search.experience,
    [...(search.type ?? [])].sort(),
    [...(search.skills ?? [])].map((skill) => skill.toLowerCase()).sort(),
    search.function,
    search.category,
    search.salaryMin,
    search.salaryMax,
  ]);
}
