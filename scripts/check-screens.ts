/**
 * `npm run check:screens` — validates every screen definition without starting anything (no server,
 * no browser, no build): the shape (the same precompiled validator the portal uses), the cross-references
 * (calls, drill-downs, pickers, filters, variables) and that each `kind: 'component'` panel names a
 * folder of src/components/, and every call against the API's contract manifest (scripts/screen-contract.ts: calls,
 * methods, query parameters, data paths, fields, access codes). Prints one line per problem — `file: /json/path: problem` — and exits 1
 * when there is any. Pass files to check only those: `npm run check:screens -- screens/pcp/1332-x.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatDefinitionError, validateDefinition, type DefinitionError } from '../src/engine/definition/validate.ts';
import type { ContractManifest } from '../server/src/contract/manifest.ts';
import { definitionFiles } from './definition-files.ts';
import { contractErrors } from './screen-contract.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `kind: 'component'` panels (screen and drill-downs) whose src/components/<name>/index.tsx does not exist. */
export function componentErrors(definition: unknown, file: string): DefinitionError[] {
  const errors: DefinitionError[] = [];
  const def = definition as { panels?: unknown[]; drilldowns?: Record<string, { panels?: unknown[] }> };
  const check = (panels: unknown[] | undefined, base: string) =>
    (panels ?? []).forEach((panel, i) => {
      const p = panel as { kind?: string; component?: string };
      if (p.kind !== 'component' || typeof p.component !== 'string') return;
      if (!existsSync(join(root, 'src', 'components', p.component, 'index.tsx'))) {
        errors.push({ file, path: `${base}/${i}/component`, message: `unknown component '${p.component}' (src/components/${p.component}/index.tsx não existe)` });
      }
    });
  check(def.panels, '/panels');
  for (const [id, drill] of Object.entries(def.drilldowns ?? {})) check(drill.panels, `/drilldowns/${id}/panels`);
  return errors;
}

/** The API's calls as `npm run contract` last wrote them (schemas/api-contract.json; a test keeps it current). */
export function readManifest(): ContractManifest {
  return JSON.parse(readFileSync(join(root, 'schemas', 'api-contract.json'), 'utf8')) as ContractManifest;
}

/** Every problem of the given definition files (paths relative to the repository root). */
export async function checkScreens(files: string[], manifest: ContractManifest = readManifest(), warnings: DefinitionError[] = []): Promise<DefinitionError[]> {
  const errors: DefinitionError[] = [];
  for (const file of files) {
    let definition: unknown;
    try {
      definition = ((await import(pathToFileURL(join(root, file)).href)) as { default?: unknown }).default;
    } catch (error) {
      errors.push({ file, path: '/', message: `cannot be loaded (não carrega): ${(error as Error).message}` });
      continue;
    }
    if (!definition) {
      errors.push({ file, path: '/', message: 'has no default export (sem export default da definição)' });
      continue;
    }
    const result = validateDefinition(definition, file);
    if (!result.ok) errors.push(...result.errors);
    else errors.push(...componentErrors(definition, file), ...contractErrors(definition, file, manifest, warnings));
  }
  return errors;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2).map((f) => relative(root, join(process.cwd(), f)));
  const files = args.length ? args : definitionFiles().map((f) => `screens/${f}`);
  const warnings: DefinitionError[] = [];
  const errors = await checkScreens(files, readManifest(), warnings);
  for (const e of errors) console.log(formatDefinitionError(e));
  // suspect but allowed (a chart category that can repeat): printed, the exit status stays 0
  for (const w of warnings) console.log(`aviso: ${formatDefinitionError(w)}`);
  const bad = new Set(errors.map((e) => e.file)).size;
  console.log(errors.length ? `check:screens: ${errors.length} problema(s) em ${bad} de ${files.length} definições` : `check:screens: ${files.length} definições válidas`);
  process.exit(errors.length ? 1 : 0);
}
