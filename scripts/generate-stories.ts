/**
 * Generates one Storybook CSF file per screen definition and per file of engine examples:
 *   screens/<area>/<name>.ts                 →  .storybook/generated/<area>/<name>.stories.tsx
 *   src/engine/panels/<kind>/examples.ts      →  .storybook/generated-examples/tipos/<kind>.stories.tsx ('Tipos de painel/<kind>')
 *   .storybook/examples/<slug>.ts             →  .storybook/generated-examples/motor/<slug>.stories.tsx ('Motor/<title>')
 * No story is written by hand: the catalogue in Storybook is always the catalogue in screens/ and the examples.
 * The output folders are wiped first (a deleted definition loses its story) and are git-ignored.
 * Run by `npm run stories`, `npm run storybook`, `npm run build-storybook` and the test step.
 * See docs/storybook.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScreenDefinition } from '../src/engine/definition/screen-definition.ts';
import { storyPlan, type StoryPlan } from '../.storybook/support/storyPlan.ts';
import { definitionFiles } from './definition-files.ts';
import type { EngineExample } from '../src/engine/engineExample.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const screensDir = join(root, 'screens');
const outDir = join(root, '.storybook', 'generated');
const examplesOutDir = join(root, '.storybook', 'generated-examples');
const panelsDir = join(root, 'src', 'engine', 'panels');
const examplesDir = join(root, '.storybook', 'examples');

const q = (s: string) => JSON.stringify(s);

/** The CSF source of one screen's stories. */
export function storySource(plan: StoryPlan): string {
  const stories = plan.stories
    .map(
      (s) =>
        `/** ${s.doc} */\nexport const ${s.exportName}: Story = {\n  name: ${q(s.name)},` +
        (s.mode ? `\n  parameters: { mirante: { ...mirante, mode: ${q(s.mode)} } },` : '') +
        (s.compare ? `\n  parameters: { mirante: { ...mirante, compare: ${q(s.compare)} } },` : '') +
        (s.drill ? `\n  args: { drill: ${q(s.drill)} },` : '') +
        `\n};\n`,
    )
    .join('\n');
  return `// Gerado por scripts/generate-stories.ts a partir de ${plan.file}. Não edite: rode \`npm run stories\`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScreenDefinition } from '../../../src/engine/definition/screen-definition.ts';
import screen from '../../../${plan.file}';
import { ScreenStory } from '../../support/ScreenStory.tsx';
import type { MiranteParameters } from '../../support/environment.tsx';

// Checked against ScreenDefinition by \`satisfies\` in its own file. Its exported type, a union of the panels'
// object literals, is not always assignable again (a colour map on one column only), hence the cast.
const definition = screen as ScreenDefinition;

const mirante: MiranteParameters = { code: ${q(plan.code)}, route: ${q(plan.route)}, accessCode: ${JSON.stringify(plan.accessCode)} };

const meta = {
  title: ${q(plan.title)},
  component: ScreenStory,
  args: { definition, file: ${q(plan.file)} },
  argTypes: { definition: { control: false } },
  parameters: { mirante },
  tags: [${plan.built ? "'tela'" : "'catalogo'"}],
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

${stories}`;
}

/**
 * Drill-down stories need the engine to open a drill-down on first render (ScreenRuntime's
 * `initialDrill` prop). Until it does, the generator leaves them out rather than write stories
 * that would show the screen with its drill-down closed.
 */
export function engineSupportsInitialDrill(): boolean {
  const runtime = join(root, 'src', 'engine', 'ScreenRuntime.tsx');
  return existsSync(runtime) && readFileSync(runtime, 'utf8').includes('initialDrill');
}

/** One file of engine examples and the Storybook title its stories get. */
export interface ExampleFile {
  /** From the root, e.g. 'src/engine/panels/table/examples.ts'. */
  file: string;
  /** The generated file below .storybook/generated-examples/, e.g. 'tipos/table.stories.tsx'. */
  target: string;
  title: string;
  names: string[];
}

/**
 * Every file of engine examples (see src/engine/engineExample.ts): the panel kinds' ('Tipos de painel/<kind>')
 * and the engine items' in .storybook/examples ('Motor/<title>', the file's `title`).
 */
export async function exampleFiles(): Promise<ExampleFile[]> {
  const load = async (file: string) => (await import(pathToFileURL(join(root, file)).href)) as { title?: string; examples?: EngineExample[] };
  const found: ExampleFile[] = [];
  const kinds = readdirSync(panelsDir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(panelsDir, d.name, 'examples.ts')));
  for (const kind of kinds.map((d) => d.name).sort()) {
    const file = `src/engine/panels/${kind}/examples.ts`;
    const mod = await load(file);
    found.push({ file, target: `tipos/${kind}.stories.tsx`, title: `Tipos de painel/${kind}`, names: (mod.examples ?? []).map((e) => e.name) });
  }
  const slugs = existsSync(examplesDir) ? readdirSync(examplesDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => f.replace(/\.ts$/, '')) : [];
  for (const slug of slugs.sort()) {
    const file = `.storybook/examples/${slug}.ts`;
    const mod = await load(file);
    if (typeof mod.title !== 'string') throw new Error(`${file}: exporte \`title\` (o caminho da story abaixo de 'Motor/').`);
    found.push({ file, target: `motor/${slug}.stories.tsx`, title: `Motor/${mod.title}`, names: (mod.examples ?? []).map((e) => e.name) });
  }
  return found.filter((f) => f.names.length > 0);
}

/** A story export name from an example name: 'Recursos (1330)' → 'Recursos1330'. */
export function exportNameOf(name: string): string {
  const words = name.normalize('NFD').replace(/\p{Diacritic}/gu, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const id = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(id) ? id : `Exemplo${id}`;
}

/** The CSF source of one file of examples: one story per example, answered by the example's own `answers`. */
export function exampleStorySource(source: ExampleFile): string {
  const stories = source.names
    .map(
      (name, i) =>
        `export const ${exportNameOf(name)}: Story = {\n  name: ${q(name)},\n  args: { example: examples[${i}] },\n  parameters: { mirante: { code: examples[${i}].definition.code, route: examples[${i}].definition.route, accessCode: examples[${i}].definition.accessCode ?? null, fixture: exampleFixture(examples[${i}]) } },\n};\n`,
    )
    .join('\n');
  return `// Gerado por scripts/generate-stories.ts a partir de ${source.file}. Não edite: rode \`npm run stories\`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { examples } from '../../../${source.file}';
import { ExampleStory, exampleFixture } from '../../support/ExampleStory.tsx';

const meta = {
  title: ${q(source.title)},
  component: ExampleStory,
  args: { example: examples[0], file: ${q(source.file)} },
  argTypes: { example: { control: false } },
  tags: ['exemplo'],
} satisfies Meta<typeof ExampleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

${stories}`;
}

/** Writes .storybook/generated-examples/{tipos,motor}/*.stories.tsx for every file of examples (folder wiped first). */
export async function generateExampleStories(): Promise<string[]> {
  rmSync(examplesOutDir, { recursive: true, force: true });
  const written: string[] = [];
  for (const source of await exampleFiles()) {
    const target = join(examplesOutDir, source.target);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, exampleStorySource(source));
    written.push(relative(root, target));
  }
  return written;
}

export async function generateStories(): Promise<string[]> {
  rmSync(outDir, { recursive: true, force: true });
  const withDrills = engineSupportsInitialDrill();
  const written: string[] = [];
  for (const file of definitionFiles()) {
    const mod = (await import(pathToFileURL(join(screensDir, file)).href)) as { default?: ScreenDefinition };
    const definition = mod.default;
    if (!definition || typeof definition !== 'object' || typeof definition.code !== 'string') {
      console.warn(`generate-stories: screens/${file} não exporta uma definição (default); ignorado.`);
      continue;
    }
    const plan = storyPlan(`screens/${file}`, definition, { withDrills });
    const target = join(outDir, file.replace(/\.ts$/, '.stories.tsx'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, storySource(plan));
    written.push(relative(root, target));
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = await generateStories();
  const examples = await generateExampleStories();
  console.log(`generate-stories: ${written.length} arquivos de stories em .storybook/generated/, ${examples.length} em .storybook/generated-examples/`);
}
