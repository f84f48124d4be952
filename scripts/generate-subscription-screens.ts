/**
 * What the server needs of each screen to e-mail it (issue 36, docs/subscriptions.md), as JSON in
 * server/src/subscriptions/screens.generated.json: the server may not import screens/ (tsconfig.server.json), and a
 * definition is plain data, so the parts a message uses are copied: code, title, route, filter fields, calls and the
 * panels that become the message (cards, progress, table). `npm run schemas` writes it; a test checks it is current.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { definitionFiles, screensDir } from './definition-files.ts';

const MESSAGE_KINDS = ['cards', 'progress', 'table'];
export const outputFile = fileURLToPath(new URL('../server/src/subscriptions/screens.generated.json', import.meta.url));

interface Definition {
  code?: string; title?: string; route?: string; accessCode?: number; public?: boolean;
  filters?: { fields?: unknown[] }; calls?: Record<string, unknown>; panels?: { kind: string }[];
}

export async function subscriptionScreens(): Promise<string> {
  const screens: Record<string, unknown> = {};
  for (const file of definitionFiles()) {
    const def = ((await import(`${screensDir}/${file}`)) as { default: Definition }).default;
    if (!def.accessCode || def.public) continue;
    const panels = (def.panels ?? []).filter((p) => MESSAGE_KINDS.includes(p.kind));
    if (panels.length === 0) continue;
    screens[String(def.accessCode)] = {
      code: def.code, title: def.title, route: def.route, fields: def.filters?.fields ?? [], calls: def.calls ?? {}, panels,
    };
  }
  return `${JSON.stringify(screens, null, 1)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(outputFile, await subscriptionScreens());
  console.log(`generate-subscription-screens: ${outputFile}`);
}
