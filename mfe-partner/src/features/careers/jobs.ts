/**
 * The open roles. Their words live in job-messages.ts (react-intl); this list says which roles
 * exist, in which order, and how many responsibilities and requirements each has.
 */
export interface Job {
  /** The `{jobId}` of `/jobdesc/{jobId}`. */
  id: string;
  responsibilities: number;
  requirements: number;
}

export const JOBS: Job[] = [
  { id: 'senior-frontend-engineer', responsibilities: 5, requirements: 5 },
  { id: 'interior-design-consultant', responsibilities: 4, requirements: 4 },
  { id: 'vendor-success-manager', responsibilities: 5, requirements: 4 },
  { id: 'logistics-coordinator', responsibilities: 4, requirements: 4 },
  { id: 'customer-care-specialist', responsibilities: 4, requirements: 4 },
];

/** The role with this id, or undefined. */
export function findJob(id: string | undefined): Job | undefined {
  return JOBS.find((job) => job.id === id);
}
