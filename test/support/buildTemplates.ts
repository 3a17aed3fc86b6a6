import { buildPgliteEmpty, buildPgliteTemplate, buildPostgresTemplate } from './template.ts';

const pglite = await buildPgliteTemplate();
const pgliteEmpty = await buildPgliteEmpty();
const postgres = process.env.TEST_DATABASE_URL ? await buildPostgresTemplate(process.env.TEST_DATABASE_URL) : undefined;
console.log(JSON.stringify({ pglite, pgliteEmpty, postgres }));
