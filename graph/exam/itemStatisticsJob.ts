import type { Job } from '../jobs/queue.ts';
import { computeItemStatistics } from './itemStatistics.ts';

/** Item statistics and quarantine: hourly, half an hour after calibration, so the two never meet. */
export const itemStatisticsJob: Job = {
  name: 'item-statistics',
  cron: '47 * * * *',
  everyMs: 60 * 60 * 1000,
  run: (prisma) => computeItemStatistics(prisma),
};
