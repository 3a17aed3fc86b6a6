/**
 * Prints schema.graphql from the Pothos schema. With --check, fails when the committed file
 * differs from what the code builds (a changed type that was not regenerated).
 */
import { lexicographicSortSchema, printSchema } from 'graphql';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schema } from '../graph/schema/index.ts';

const file = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== printed) {
    console.error('schema.graphql is out of date with the Pothos schema. Run `npm run generate` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(file, printed);
  console.log('wrote schema.graphql');
}
