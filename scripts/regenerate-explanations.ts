// npm run explanations:regenerate -- <questionId>... [--clear-only]
// After a question is edited: forgets its cached explanations and, with OPENAI_API_KEY set, writes
// them again now (one for a right answer and one per wrong option), so no learner waits for them.
// Edited questions are also noticed on their own (a stale explanation is never served); this
// forces a rewrite, for instance after a poor explanation was reported.
import pino from 'pino';
import { ConfigError, loadConfig } from '../graph/config.ts';
import { openDatabase } from '../graph/db/database.ts';
import { ExplanationInputError } from '../graph/explanations/errors.ts';
import { regenerateExplanations } from '../graph/explanations/service.ts';
import { questionIdFrom } from '../graph/globalIds.ts';

const args = process.argv.slice(2);
const clearOnly = args.includes('--clear-only');
const ids = args.filter((arg) => !arg.startsWith('--')).map(questionIdFrom);
if (!ids.length) {
  console.error('Usage: npm run explanations:regenerate -- <questionId>... [--clear-only]');
  process.exit(2);
}
try {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const { deleted, written } = await regenerateExplanations({ prisma: db.prisma, config, logger }, ids, { clearOnly });
    console.log(
      `Forgot ${deleted} cached explanation(s); wrote ${written}${config.openai ? '' : ' (no OPENAI_API_KEY: they are built from the bank when asked for)'}.`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof ExplanationInputError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
