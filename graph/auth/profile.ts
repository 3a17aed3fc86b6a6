/** The learner's own profile: their name and which e-mails they want. */
import { InputError } from '../errors.ts';
import type { User } from '../generated/prisma/client.ts';
import type { AuthServices } from './device.ts';

const NAME_MAX = 100;

export interface ProfileChange {
  name?: string | null;
  notifyWeeklyProgress?: boolean | null;
  notifyProductUpdates?: boolean | null;
  notifyDailyReminder?: boolean | null;
  notifyReviewDue?: boolean | null;
  reminderHour?: number | null;
}

/** Applies the fields given (an absent or null field stays as it is); a blank or long name is refused. */
export async function updateProfile(services: Pick<AuthServices, 'prisma'>, user: User, change: ProfileChange): Promise<User> {
  const name = change.name?.trim();
  if (change.name !== undefined && change.name !== null && !name) throw new InputError('Name is required', 'name');
  if (name && name.length > NAME_MAX) throw new InputError(`Name must be at most ${NAME_MAX} characters.`, 'name');
  const hour = change.reminderHour;
  if (hour !== undefined && hour !== null && !(Number.isInteger(hour) && hour >= 0 && hour <= 23)) {
    throw new InputError('The reminder hour must be a whole hour from 0 to 23.', 'reminderHour');
  }
  return services.prisma.user.update({
    where: { id: user.id },
    data: {
      ...(name ? { name } : {}),
      ...(typeof change.notifyWeeklyProgress === 'boolean' ? { notifyWeeklyProgress: change.notifyWeeklyProgress } : {}),
      ...(typeof change.notifyProductUpdates === 'boolean' ? { notifyProductUpdates: change.notifyProductUpdates } : {}),
      ...(typeof change.notifyDailyReminder === 'boolean' ? { notifyDailyReminder: change.notifyDailyReminder } : {}),
      ...(typeof change.notifyReviewDue === 'boolean' ? { notifyReviewDue: change.notifyReviewDue } : {}),
      ...(typeof hour === 'number' ? { reminderHour: hour } : {}),
    },
  });
}
