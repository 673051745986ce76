import type { JobCategory } from '../../shared/jobs/options';
import type { ApplicationItem } from './applications';
import { jobs } from './jobs';

export type Category = JobCategory;

/** What of an application the rule reads. */
export type CategorisedItem = Pick<ApplicationItem, 'id' | 'jobId'> & { jobCategory?: Category };

/**
 * The category of each application's job, which decides the IT rule. An application keeps the category
 * its job had when the candidate applied (so recategorising a job later does not open its applicants);
 * one made before applications kept it reads its job's, all such jobs in one BatchGet. An application
 * whose job is gone and that kept no category is treated as IT: the rule errs on the side of the paid one.
 */
export async function categoriesOf(items: CategorisedItem[]): Promise<Map<string, Category>> {
  const categories = new Map<string, Category>();
  const unknown: CategorisedItem[] = [];
  for (const item of items) {
    if (item.jobCategory) categories.set(item.id, item.jobCategory);
    else unknown.push(item);
  }
  if (unknown.length === 0) return categories;
  const jobIds = [...new Set(unknown.map((item) => item.jobId))];
  const { data } = await jobs()
    .get(jobIds.map((id) => ({ id })))
    .go({ concurrent: 4, attributes: ['id', 'category'] });
  const byJob = new Map(data.map((job) => [job.id, job.category]));
  for (const item of unknown) categories.set(item.id, byJob.get(item.jobId) ?? 'IT');
  return categories;
}
