/**
 * antd's static stylesheet (antd/dist/antd.css, ~1 MB, every component) trimmed to the components the portal can
 * render: every private page load downloads 61 kB br instead of 75 (its parse in Chromium, 33–45 ms at 4× CPU, did
 * not measurably change: docs/performance.md). vite.config.ts's `antdCss` plugin applies it to the stylesheet
 * PrivateApp.tsx imports.
 *
 * Which components: every antd export the portal's sources and @rjsf/antd import, and every antd file those
 * import in turn (a Table brings its pagination, dropdown, checkbox…). Their class prefixes are the names they pass
 * to `getPrefixCls('…')`. A selector stays when each `.ant-…` class in it belongs to one of those prefixes (or to
 * antd's shared motion and token classes); rules without an antd class (tokens, links, icons, keyframes) stay.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';

/** Classes antd shares between components: motions (`ant-zoom-big-enter`…) and the token scopes (`ant-css-var`). */
const SHARED = /^(zoom|fade|move|slide|css-var)(-|$)/;

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Names imported from 'antd' and antd folders imported by path (`antd/es/table`), in the given source files. */
function antdImports(files: string[]): { names: Set<string>; folders: Set<string> } {
  const names = new Set<string>();
  const folders = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]antd['"]/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name) names.add(name);
      }
    }
    for (const m of text.matchAll(/from\s*['"]antd\/(?:es|lib)\/([a-z-]+)/g)) folders.add(m[1]!);
  }
  return { names, folders };
}

/** antd's files (under antd/es) the given ones import, directly or not, themselves included. */
function closure(start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolve(dirname(file), m[1]!);
      const found = [`${target}.js`, join(target, 'index.js'), target].find((f) => existsSync(f) && f.endsWith('.js'));
      if (found) queue.push(found);
    }
  }
  return seen;
}

function prefixesIn(files: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/getPrefixCls\((['"])([a-z-]+)\1/g)) prefixes.add(m[2]!);
  }
  return prefixes;
}

/** Class prefixes of every antd component, used or not. */
export function allAntdPrefixes(root: string): Set<string> {
  return prefixesIn(filesUnder(join(root, 'node_modules/antd/es'), (n) => n.endsWith('.js')));
}

/** What the portal imports from antd: its sources' (not their tests') and @rjsf/antd's imports (export names and folders by path). */
function portalAntdImports(root: string): { names: Set<string>; folders: Set<string> } {
  return antdImports([
    ...filesUnder(join(root, 'src'), (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)),
    ...filesUnder(join(root, 'node_modules/@rjsf/antd/lib'), (n) => n.endsWith('.js')),
  ]);
}

/** antd's component exports (`Button` → `button`), read from its index. */
function antdExports(root: string): Map<string, string> {
  const index = readFileSync(join(root, 'node_modules/antd/es/index.js'), 'utf8');
  return new Map([...index.matchAll(/export \{ default as (\w+) \} from '\.\/([a-z-]+)'/g)].map((m) => [m[1]!, m[2]!]));
}

/** antd's files the portal can run: those of the components it imports and every antd file they import in turn. */
function usedAntdFiles(root: string): Set<string> {
  // absolute, as closure() resolves the files it reaches
  const esDir = resolve(root, 'node_modules/antd/es');
  const { names, folders } = portalAntdImports(root);
  const exportsOf = antdExports(root);
  for (const name of names) {
    const folder = exportsOf.get(name);
    if (folder) folders.add(folder);
  }
  return closure([...folders].map((f) => join(esDir, f, 'index.js')));
}

/** The antd components (export names: `Button`, `Pagination`…) the portal can render, itself or inside another. */
export function usedAntdComponents(root: string): string[] {
  const files = usedAntdFiles(root);
  const esDir = resolve(root, 'node_modules/antd/es');
  return [...antdExports(root)].filter(([name, folder]) => /^[A-Z]/.test(name) && files.has(join(esDir, folder, 'index.js'))).map(([name]) => name).sort();
}

/** Class prefixes (`btn`, `picker`, `select`…) of the antd components the portal's sources can render. */
export function usedAntdPrefixes(root: string): Set<string> {
  return prefixesIn(usedAntdFiles(root));
}

/** Whether an antd class (without its `ant-`: `btn-primary`, `zoom-big-enter`) is styled by one of `prefixes`' rules. */
export function classOwnedBy(cls: string, prefixes: Set<string>): boolean {
  if (SHARED.test(cls)) return true;
  for (const p of prefixes) if (cls === p || cls.startsWith(`${p}-`)) return true;
  return false;
}

function keepsSelector(selector: string, prefixes: Set<string>): boolean {
  for (const m of selector.matchAll(/\.ant-([a-z0-9-]+)/g)) if (!classOwnedBy(m[1]!, prefixes)) return false;
  return true;
}

function trim(container: Container, prefixes: Set<string>): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((s) => keepsSelector(s, prefixes));
      if (!kept.length) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
    } else if (node.type === 'atrule' && node.nodes && !/keyframes$/.test(node.name)) {
      // @media, @supports, @container: their rules trimmed the same way (keyframes are kept whole)
      trim(node, prefixes);
      if (!node.nodes.length) node.remove();
    }
  });
}

/** antd.css's text without the rules of components outside `prefixes`. */
export function trimAntdCss(css: string, prefixes: Set<string>): string {
  const root = postcss.parse(css);
  trim(root, prefixes);
  return root.toString();
}
