/**
 * `npm run build` (first half): builds the portal into a fresh temporary folder, writes the .br/.gz twins
 * (compress-dist.ts) and the sources' fingerprint (sourceStamp.ts), and only then swaps it in for dist/
 * (swapFolder.ts).
 * `--if-changed` (npm start): does nothing when dist/ was built from the sources as they are.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressDirectory } from './compress-dist.ts';
import { portalIsCurrent, sourceFingerprint, STAMP } from './sourceStamp.ts';
import { buildInto } from './swapFolder.ts';

/**
 * The production portal does not validate definitions (ScreenRuntime: development only), so the build does:
 * the same check as `npm run check:screens`; any problem stops the build with its lines.
 */
async function checkDefinitions(root: string): Promise<void> {
  if (!existsSync(join(root, 'screens'))) return;
  const { checkScreens } = await import('./check-screens.ts');
  const { definitionFiles } = await import('./definition-files.ts');
  const { formatDefinitionError } = await import('../src/engine/definition/validate.ts');
  const errors = await checkScreens(definitionFiles(join(root, 'screens')).map((f) => `screens/${f}`));
  if (errors.length) throw new Error(`Definições de tela inválidas (npm run check:screens):\n${errors.map(formatDefinitionError).join('\n')}`);
}

export async function buildPortal(root = resolve(import.meta.dirname, '..'), { ifChanged = false } = {}): Promise<'built' | 'current'> {
  const dist = join(root, 'dist');
  if (ifChanged && portalIsCurrent(root, dist)) return 'current';
  const fingerprint = sourceFingerprint(root); // of the sources the build starts from
  await checkDefinitions(root);
  const { build } = await import('vite'); // only when building: a start with a current build never loads it
  await buildInto(dist, async (fresh) => {
    const config = join(root, 'vite.config.ts');
    await build({ root, configFile: existsSync(config) ? config : false, logLevel: ifChanged ? 'warn' : 'info', build: { outDir: fresh, emptyOutDir: true } });
    const { raw, brotli } = compressDirectory(fresh);
    console.log(`dist comprimido: ${(raw / 1024).toFixed(0)} kB -> ${(brotli / 1024).toFixed(0)} kB (brotli)`);
    writeFileSync(join(fresh, STAMP), `${fingerprint}\n`);
  });
  return 'built';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ifChanged = process.argv.includes('--if-changed');
  const result = await buildPortal(undefined, { ifChanged });
  if (result === 'current') console.log('Portal já compilado a partir das fontes atuais (dist/): sem nova compilação.');
}
