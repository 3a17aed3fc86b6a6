import { buildPgliteTemplate, buildPostgresTemplate } from './template.ts';

const pglite = await buildPgliteTemplate();
const postgres = process.env.TEST_DATABASE_URL ? await buildPostgresTemplate(process.env.TEST_DATABASE_URL) : undefined;
console.log(JSON.stringify({ pglite, postgres }));
