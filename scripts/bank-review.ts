// npm run bank:review: the editors' list of quarantined and flagged questions, with their item
// statistics and the learners' comments (graph/exam/bankReview.ts). Recomputes the statistics
// first (as the hourly job does) unless --no-refresh; --resolve <question id> closes that
// question's open flags once it is fixed. Reads DATABASE_URL, or the embedded database in DATA_DIR
// (stop the server first: the embedded database takes one process).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../graph/config.ts';
import { openDatabase } from '../graph/db/database.ts';
import { DataDirLockedError, lockDataDir } from '../graph/db/lock.ts';
import { bankReviewReport } from '../graph/exam/bankReview.ts';
import { resolveFlags } from '../graph/exam/flags.ts';
import { computeItemStatistics } from '../graph/exam/itemStatistics.ts';

const { values } = parseArgs({ options: { resolve: { type: 'string', multiple: true }, 'no-refresh': { type: 'boolean' } } });

try {
  const config = loadConfig();
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    for (const id of values.resolve ?? []) console.log(`${id}: ${await resolveFlags(db.prisma, id)} open flag(s) resolved.`);
    if (!values['no-refresh']) await computeItemStatistics(db.prisma);
    console.log(await bankReviewReport(db.prisma));
  } finally {
    await db.close();
    lock?.release();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
