/** Every background job the server runs (each defined beside its domain). */
import { calibrationJob } from '../exam/calibrationJob.ts';
import { itemStatisticsJob } from '../exam/itemStatisticsJob.ts';
import { reminderJob } from '../reminders/job.ts';
import type { Job } from './queue.ts';

export const JOBS: readonly Job[] = [calibrationJob, itemStatisticsJob, reminderJob];
