/**
 * Prints schema.graphql from the Pothos schema, and the same schema as gql.tada's introspection
 * types (graph/generated/graphql-env.d.ts), which type the REST adapter's documents. With --check,
 * fails when a committed file differs from what the code builds (a changed type that was not
 * regenerated).
 */
import { outputIntrospectionFile } from '@gql.tada/internal';
import { introspectionFromSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schema } from '../graph/schema/index.ts';

const sorted = lexicographicSortSchema(schema);
const files = [
  { name: 'schema.graphql', text: `${printSchema(sorted)}\n` },
  {
    name: 'graph/generated/graphql-env.d.ts',
    text: outputIntrospectionFile(introspectionFromSchema(sorted, { descriptions: false }), { fileType: '.d.ts', shouldPreprocess: true }),
  },
];

for (const { name, text } of files) {
  const file = fileURLToPath(new URL(`../${name}`, import.meta.url));
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current !== text) {
      console.error(`${name} is out of date with the Pothos schema. Run \`npm run generate\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${name} is up to date`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${name}`);
  }
}
