import { buildPgliteTemplate, buildPostgresTemplate } from './template.ts';

await buildPgliteTemplate();
if (process.env.TEST_DATABASE_URL) await buildPostgresTemplate(process.env.TEST_DATABASE_URL);
