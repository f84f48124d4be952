import { renameSync } from 'node:fs';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../seed/index.ts';

/**
 * `tsx server/src/test/buildSeedTemplate.ts <file> <today>`: migrates and seeds (scale 'small') a DuckDB file for the
 * node test run's test apps to copy (./seededDatabase.ts). Started by tests/setup/seedTemplates.ts as a child
 * process, so that no test waits for it: the file appears under its final name only once complete.
 */
const [file, today] = process.argv.slice(2);
if (!file || !today) throw new Error('uso: buildSeedTemplate.ts <arquivo> <AAAA-MM-DD>');
const building = `${file}.building`;
const db = await openDatabase(building);
await migrate(db);
await seed(db, { scale: 'small', today });
await db.run('CHECKPOINT'); // everything in the file, no WAL beside it: a plain copy is the whole database
await db.close();
renameSync(building, file); // appears whole or not at all for the test files
