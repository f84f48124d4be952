/**
 * What the boot shell (src/app/boot/BootShell.tsx) needs of each definition to draw a screen's heading before the
 * portal's chunks arrive: route, code and title (and the title's rules), whether the page is public, and the text its
 * panels show when it opens waiting for a search, and where the line under the heading comes from.
 * vite.config.ts's `screenHeadings` plugin serves this list as `virtual:screen-headings`, a few kB in the first
 * chunk instead of every definition.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScreenDefinition } from '../src/engine/definition/screen-definition.ts';
import type { ScreenHeadingEntry } from '../src/app/boot/screenHeadings.ts';
import { definitionFiles } from './definition-files.ts';
import { openingIdleText } from '../src/engine/runtime/idleState.ts';
import { subtitleSource } from '../src/app/subtitleText.ts';

export async function screenHeadings(root: string): Promise<ScreenHeadingEntry[]> {
  const entries: ScreenHeadingEntry[] = [];
  for (const file of definitionFiles(join(root, 'screens'))) {
    const d = ((await import(pathToFileURL(join(root, 'screens', file)).href)) as { default?: ScreenDefinition }).default;
    if (!d || typeof d.route !== 'string') continue;
    const idle = openingIdleText(d);
    const subtitle = subtitleSource(d);
    entries.push({
      route: d.route,
      code: d.code,
      title: d.title,
      ...(d.titleParam ? { titleParam: d.titleParam } : {}),
      ...(d.titleParamLabels ? { titleParamLabels: d.titleParamLabels } : {}),
      ...(d.titleByQuery ? { titleByQuery: d.titleByQuery } : {}),
      ...(d.public ? { public: true } : {}),
      ...(idle ? { idle } : {}),
      ...(subtitle ? { subtitle } : {}),
    });
  }
  return entries;
}
