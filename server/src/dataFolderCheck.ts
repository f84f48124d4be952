/**
 * `npm start`, first step: stops at once (exit 1, in pt-BR) when a live Mirante holds the data
 * folder, before the build or anything else touches it. main.ts takes the lock itself afterwards.
 */
import { dataFolderHolder, DataFolderInUseError } from './dataFolder.ts';
import { resolveDataDir } from './config.ts';

const dir = resolveDataDir(process.env);
const holder = process.env.DATABASE_URL ? null : dataFolderHolder(dir);
if (holder) {
  console.error(new DataFolderInUseError(dir, holder).message);
  process.exit(1);
}
