import type { Job } from '../jobs/queue.ts';
import { sendReminders } from './reminders.ts';

/**
 * Reminders: every 10 minutes, so a learner's chosen hour is met within minutes whatever their
 * time zone's offset. Each reminder goes once per learner and period however many runs overlap.
 */
export const reminderJob: Job = {
  name: 'reminders',
  cron: '*/10 * * * *',
  everyMs: 10 * 60 * 1000,
  run: async (prisma, logger, services) => {
    if (!services) return 'no mailer';
    return sendReminders({ prisma, logger, mailer: services.mailer, appUrl: services.config.appUrl, key: services.config.jwtSecret });
  },
};
