/**
 * `npx tsx bench/filter-validator.ts` — what @rjsf/validator-ajv8's precompiled mode would cost for the
 * filter forms, beside the engine's own validator (src/engine/filters/validator.ts). For each screen with
 * filters: the form schema compiled by `compileSchemaValidatorsCode` (build-time Ajv, no eval at run time),
 * then both validators bundled and minified with esbuild (React, antd, dayjs and @rjsf/utils external:
 * they are in the screen chunk anyway). Prints bytes and gzip bytes. The decision is in docs/engine.md.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild'; // comes with tsx
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { filterFormSchemas } from '../src/engine/filters/formSchema.ts';
import type { ScreenDefinition } from '../src/engine/definition/screen-definition.ts';
import { definitionFiles } from '../scripts/definition-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the repository so the bundler resolves node_modules; removed at the end.
mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
const dir = mkdtempSync(join(root, 'node_modules', '.cache', 'filter-validator-'));
const external = ['react', 'react-dom', 'antd', 'dayjs', '@rjsf/utils'];

async function size(entry: string): Promise<{ raw: number; gzip: number }> {
  const out = join(dir, `${entry.split('/').pop()}.out.js`);
  await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'browser', external, outfile: out, logLevel: 'error' });
  const code = readFileSync(out);
  return { raw: code.length, gzip: gzipSync(code).length };
}

const rows: string[] = [];
let generatedTotal = 0;
let screens = 0;
for (const file of definitionFiles()) {
  const def = ((await import(join(root, 'screens', file))) as { default: ScreenDefinition }).default;
  if (!def.filters) continue;
  screens += 1;
  const code = compileSchemaValidatorsCode(filterFormSchemas(def.filters).schema as never);
  generatedTotal += code.length;
  rows.push(`${def.code}: generated precompiled validator ${code.length} bytes`);
  if (screens === 1) {
    writeFileSync(join(dir, 'validator.js'), code);
    writeFileSync(
      join(dir, 'ajv.ts'),
      `import { createPrecompiledValidator } from '@rjsf/validator-ajv8';\nimport * as fns from './validator.js';\nexport const make = (schema: object) => createPrecompiledValidator(fns as never, schema as never);\n`,
    );
    writeFileSync(join(dir, 'own.ts'), `export { createFilterValidator } from '${join(root, 'src/engine/filters/validator.ts')}';\n`);
  }
}
const ajv = await size(join(dir, 'ajv.ts'));
const own = await size(join(dir, 'own.ts'));
console.log(rows.join('\n'));
console.log(`screens with filters: ${screens}; generated code in total: ${generatedTotal} bytes`);
console.log(`rjsf precompiled runtime + one screen's validator: ${ajv.raw} bytes (${ajv.gzip} gzip)`);
console.log(`engine validator (all rules, every screen): ${own.raw} bytes (${own.gzip} gzip)`);
rmSync(dir, { recursive: true, force: true });
