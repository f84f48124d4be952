/**
 * What the boot shell (src/app/boot/BootShell.tsx) needs of each private definition to draw a screen's heading before
 * the private portal's chunk arrives: route, code and title (and the title's rules). vite.config.ts's `screenHeadings`
 * plugin serves this list as `virtual:screen-headings`, a few kB in the first chunk instead of every definition.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScreenDefinition } from '../schemas/screen-definition.ts';
import type { ScreenHeadingEntry } from '../src/app/boot/screenHeadings.ts';
import { definitionFiles } from './definition-files.ts';

export async function screenHeadings(root: string): Promise<ScreenHeadingEntry[]> {
  const entries: ScreenHeadingEntry[] = [];
  for (const file of definitionFiles(join(root, 'screens'))) {
    const d = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default?: ScreenDefinition }).default;
    if (!d || typeof d.route !== 'string' || d.public) continue;
    entries.push({
      route: d.route,
      code: d.code,
      title: d.title,
      ...(d.titleParam ? { titleParam: d.titleParam } : {}),
      ...(d.titleByQuery ? { titleByQuery: d.titleByQuery } : {}),
    });
  }
  return entries;
}
