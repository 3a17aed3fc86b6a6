/** Where the browser keeps its copy of a learner's gamification figures (the server holds the truth). */
export const gamificationStorageKey = (userId: string) => `gamification:${userId}`;
