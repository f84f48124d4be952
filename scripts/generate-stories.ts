/**
 * Generates one Storybook CSF file per screen definition:
 *   screens/<area>/<name>.ts  →  .storybook/generated/<area>/<name>.stories.tsx
 * No story is written by hand: the catalogue in Storybook is always the catalogue in screens/.
 * The output folder is wiped first (a deleted definition loses its story) and is git-ignored.
 * Run by `npm run stories`, `npm run storybook`, `npm run build-storybook` and the test step.
 * See docs/storybook.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScreenDefinition } from '../schemas/screen-definition.ts';
import { storyPlan, type StoryPlan } from '../.storybook/support/storyPlan.ts';
import { definitionFiles } from './definition-files.ts';
import { exampleKey, type EngineExample } from '../.storybook/support/engineExample.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const screensDir = join(root, 'screens');
const outDir = join(root, '.storybook', 'generated');
const kindsOutDir = join(root, '.storybook', 'generated-kinds');
const panelsDir = join(root, 'src', 'engine', 'panels');
const examplesDir = join(root, '.storybook', 'examples');

/** The engine examples (.storybook/examples/<slug>.ts), by slug, sorted. */
export function exampleSlugs(dir = examplesDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
}

/**
 * The CSF source of an engine example: one story 'Exemplo' answered by the example's own fixture,
 * titled 'Motor/<title>' (src/engine items: actions, filter widgets and rules, component panels).
 */
export function exampleStorySource(slug: string, example: EngineExample): string {
  const key = exampleKey(slug);
  return `// Gerado por scripts/generate-stories.ts a partir de .storybook/examples/${slug}.ts. Não edite: rode \`npm run stories\`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import example from '../../examples/${slug}.ts';
import { ScreenStory } from '../../support/ScreenStory.tsx';
import type { MiranteParameters } from '../../support/environment.tsx';

const mirante: MiranteParameters = { code: ${q(key)}, route: ${q(example.definition.route)}, accessCode: ${JSON.stringify(example.definition.accessCode)} };

const meta = {
  title: ${q(`Motor/${example.title}`)},
  component: ScreenStory,
  args: { definition: example.definition, file: ${q(`.storybook/examples/${slug}.ts`)}, fixtureKey: ${q(key)} },
  argTypes: { definition: { control: false } },
  // The texts tests/storybook expects on screen once settled.
  parameters: { mirante, shows: example.shows },
  tags: ['motor'],
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ${example.doc.replace(/\*\//g, '* /')} */
export const Exemplo: Story = { name: 'Exemplo' };
`;
}


const q = (s: string) => JSON.stringify(s);

/** The CSF source of one screen's stories. */
export function storySource(plan: StoryPlan): string {
  const stories = plan.stories
    .map(
      (s) =>
        `/** ${s.doc} */\nexport const ${s.exportName}: Story = {\n  name: ${q(s.name)},` +
        (s.mode ? `\n  parameters: { mirante: { ...mirante, mode: ${q(s.mode)} } },` : '') +
        (s.drill ? `\n  args: { drill: ${q(s.drill)} },` : '') +
        `\n};\n`,
    )
    .join('\n');
  return `// Gerado por scripts/generate-stories.ts a partir de ${plan.file}. Não edite: rode \`npm run stories\`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import definition from '../../../${plan.file}';
import { ScreenStory } from '../../support/ScreenStory.tsx';
import type { MiranteParameters } from '../../support/environment.tsx';

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

/** The panel kinds with examples: src/engine/panels/<kind>/examples.ts (see src/engine/panels/kindExample.ts). */
export function kindExampleFiles(dir = panelsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'examples.ts')))
    .map((d) => d.name)
    .sort();
}

/** A story export name from an example name: 'Recursos (1330)' → 'Recursos1330'. */
export function exportNameOf(name: string): string {
  const words = name.normalize('NFD').replace(/\p{Diacritic}/gu, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const id = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(id) ? id : `Exemplo${id}`;
}

/** The CSF source of one kind's stories ('Tipos de painel/<kind>', one story per example). */
export function kindStorySource(kind: string, names: string[]): string {
  const stories = names
    .map(
      (name, i) =>
        `export const ${exportNameOf(name)}: Story = {\n  name: ${q(name)},\n  args: { example: examples[${i}] },\n  parameters: { mirante: { code: examples[${i}].definition.code, route: examples[${i}].definition.route, accessCode: null, fixture: exampleFixture(examples[${i}]) } },\n};\n`,
    )
    .join('\n');
  return `// Gerado por scripts/generate-stories.ts a partir de src/engine/panels/${kind}/examples.ts. Não edite: rode \`npm run stories\`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { examples } from '../../src/engine/panels/${kind}/examples.ts';
import { KindStory, exampleFixture } from '../support/KindStory.tsx';

const meta = {
  title: ${q(`Tipos de painel/${kind}`)},
  component: KindStory,
  args: { example: examples[0], file: ${q(`src/engine/panels/${kind}/examples.ts`)} },
  argTypes: { example: { control: false } },
  tags: ['tipo'],
} satisfies Meta<typeof KindStory>;

export default meta;
type Story = StoryObj<typeof meta>;

${stories}`;
}

/** Writes .storybook/generated-kinds/<kind>.stories.tsx for every kind with examples (folder wiped first). */
export async function generateKindStories(): Promise<string[]> {
  rmSync(kindsOutDir, { recursive: true, force: true });
  mkdirSync(kindsOutDir, { recursive: true });
  const written: string[] = [];
  for (const kind of kindExampleFiles()) {
    const mod = (await import(pathToFileURL(join(panelsDir, kind, 'examples.ts')).href)) as { examples?: Array<{ name: string }> };
    const names = (mod.examples ?? []).map((e) => e.name);
    if (names.length === 0) continue;
    const target = join(kindsOutDir, `${kind}.stories.tsx`);
    writeFileSync(target, kindStorySource(kind, names));
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
  for (const slug of exampleSlugs()) {
    const example = ((await import(pathToFileURL(join(examplesDir, `${slug}.ts`)).href)) as { default: EngineExample }).default;
    const target = join(outDir, '_motor', `${slug}.stories.tsx`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, exampleStorySource(slug, example));
    written.push(relative(root, target));
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = await generateStories();
  const kinds = await generateKindStories();
  console.log(`generate-stories: ${written.length} arquivos de stories em .storybook/generated/, ${kinds.length} em .storybook/generated-kinds/`);
}
