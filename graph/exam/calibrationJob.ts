import type { Job } from '../jobs/queue.ts';
import { calibrateItems } from './calibration.ts';

/** Item calibration: hourly; cheap when little has changed, and items move slowly. */
export const calibrationJob: Job = {
  name: 'item-calibration',
  cron: '17 * * * *',
  everyMs: 60 * 60 * 1000,
  run: (prisma) => calibrateItems(prisma),
};
