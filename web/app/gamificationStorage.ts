/** Where the browser keeps its copy of a learner's gamification figures (the server holds the truth). */
export const gamificationStorageKey = (userId: string) => `gamification:${userId}`;

/** Set on this device once the learner chose a time zone in Settings: the app stops following the browser's. */
export const TIME_ZONE_CHOSEN_KEY = 'time-zone-chosen';
