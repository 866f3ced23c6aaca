import { JOB_IDS, type JobId } from '@manzil/shared/seo';

/**
 * The open roles. Which roles exist, and in which order, is @manzil/shared/seo's `JOB_IDS` (the
 * sitemap lists their pages); their words live in job-messages.ts (react-intl); this says how
 * many responsibilities and requirements each has.
 */
export interface Job {
  /** The `{jobId}` of `/jobdesc/{jobId}`. */
  id: JobId;
  responsibilities: number;
  requirements: number;
}

const COUNTS: Record<JobId, Omit<Job, 'id'>> = {
  'senior-frontend-engineer': { responsibilities: 5, requirements: 5 },
  'interior-design-consultant': { responsibilities: 4, requirements: 4 },
  'vendor-success-manager': { responsibilities: 5, requirements: 4 },
  'logistics-coordinator': { responsibilities: 4, requirements: 4 },
  'customer-care-specialist': { responsibilities: 4, requirements: 4 },
};

export const JOBS: Job[] = JOB_IDS.map((id) => ({ id, ...COUNTS[id] }));

/** The role with this id, or undefined. */
export function findJob(id: string | undefined): Job | undefined {
  return JOBS.find((job) => job.id === id);
}
