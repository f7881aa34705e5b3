export {
  JobCancelled,
  JobFailed,
  JobRunner,
  retryDelay,
  type JobContext,
  type JobHandler,
  type JobKindOptions,
  type RunnerOptions,
} from './runner';
export { cancelJob, enqueueJob, getJob, jobCounts, listJobs, retryJob, type EnqueueOptions, type Job, type JobState } from './store';
export { pruneJobs, schedulePruning, PRUNE_JOB } from './prune';
export { partTagOf, sweepDeadPartials } from './partials';
