/**
 * What other features may draw of a job: the company's mark and the job's facts, so a job reads the same
 * in a search result and in a match card (the matching feature). Everything else stays inside.
 */
export { CompanyMark } from './components/company-mark';
export { JobFacts, PostedAge } from './components/job-facts';
