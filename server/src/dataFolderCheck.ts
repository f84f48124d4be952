/**
 * `npm start`, first step: stops at once (exit 1, in pt-BR) when a live Mirante holds the data
 * folder, before the build or anything else touches it. main.ts takes the lock itself afterwards.
 */
import { dataFolderHolder, DataFolderInUseError } from './dataFolder.ts';
import { databaseUrlFromEnv, resolveDataDir } from './config.ts';

const dir = resolveDataDir();
const holder = databaseUrlFromEnv() ? null : dataFolderHolder(dir);
if (holder) {
  console.error(new DataFolderInUseError(dir, holder).message);
  process.exit(1);
}
