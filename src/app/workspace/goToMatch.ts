import type { ScreenMetaData } from '../../engine/definition/screen-meta.ts';
import { buildMenu } from '../access/menu.ts';
import type { AccessContext } from '../access/rules.ts';
import { NO_CODE } from '../../engine/definition/noCode.ts';
import { fold } from '../foldText.ts';

/** A screen the "Ir para tela" dialog can list: the menu's own entries (same permissions, hidden codes, module). */
export interface GoToEntry {
  /** The screen's own title ('Dashboard Financeiro'): the menu's ('Dashboard') is ambiguous out of its group. */
  title: string;
  /** Other words that find it, weaker than the title's: the menu title and the titles of its panels ('Fluxo de Caixa'). */
  keywords: string;
  route: string;
  /** '01.74.1325', or null (Home). */
  code: string | null;
  /** The permission code (1325): how favourites and recent screens name it; null for Home. */
  accessCode: number | null;
  /** The menu group ('Financeiro'), shown beside the title. */
  group: string | null;
  /** Not released for the user: listed (as the menu shows it) but cannot be opened. */
  disabled: boolean;
}

type Searchable = ScreenMetaData & { panels?: unknown };

/** Every `title` in a definition's panels (cards, charts, tables), nested ones included. */
function panelTitles(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) panelTitles(v, into);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'title' && typeof v === 'string') into.push(v);
      else if (typeof v === 'object') panelTitles(v, into);
    }
  }
  return into;
}

/** The menu flattened, in menu order: what the user could reach by walking the menu, nothing more. */
export function goToEntries(defs: readonly Searchable[], ctx: AccessContext): GoToEntry[] {
  const byRoute = new Map(defs.map((d) => [d.route, d]));
  const entry = (link: { title: string; route: string; code: string | null; disabled: boolean }, group: string | null): GoToEntry => {
    const def = byRoute.get(link.route);
    return {
      title: def?.title ?? link.title,
      keywords: [link.title, ...panelTitles(def?.panels)].join(' '),
      route: link.route,
      code: link.code === NO_CODE ? null : link.code,
      accessCode: def?.accessCode ?? null,
      group,
      disabled: link.disabled,
    };
  };
  return buildMenu(defs, ctx).flatMap((node) => (node.kind === 'group' ? node.children.map((c) => entry(c, node.title)) : [entry(node, null)]));
}

/**
 * How well `query` names the entry (0 = not at all). A query of digits and dots is a code: the whole code
 * ('01.74.1325'), its end ('74.1325', '1325') and the screen number's start ('132', while typing) match, best first.
 * Any other query is words: each must start a word of the title (or, counting less, of the menu title, a panel's
 * title, the group or the code), so 'abc cli' finds 'Curva ABC Clientes' and 'fluxo' the dashboard whose panel is
 * 'Fluxo de Caixa'; a word found only inside a title's word counts least.
 */
export function matchScore(entry: GoToEntry, query: string): number {
  const q = fold(query);
  if (!q) return 1;
  const code = entry.code ?? '';
  if (/^[\d.]+$/.test(q)) {
    const digits = q.replace(/^\.+|\.+$/g, '');
    if (!digits || !code) return 0;
    if (code === digits) return 100;
    if (code.endsWith(`.${digits}`)) return 90;
    const screen = code.split('.').pop()!;
    if (screen.startsWith(digits)) return 60;
    return code.includes(digits) ? 30 : 0;
  }
  const titleWords = fold(entry.title).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const otherWords = fold(`${entry.keywords} ${entry.group ?? ''} ${code}`).split(/[^\p{L}\p{N}.]+/u).filter(Boolean);
  let score = 80;
  for (const word of q.split(/\s+/)) {
    if (titleWords.some((w) => w.startsWith(word))) continue;
    if (otherWords.some((w) => w.startsWith(word))) score -= 15;
    else if (titleWords.some((w) => w.includes(word))) score -= 30;
    else return 0;
  }
  // a title that starts with the first word reads as the better answer ('fluxo' → 'Fluxo de caixa' before 'Dashboard…')
  if (titleWords[0]?.startsWith(q.split(/\s+/)[0]!)) score += 10;
  return Math.max(score, 1);
}

/** The entries that match, best first; at equal score the ones the user may open first, then menu order. */
export function searchScreens(entries: readonly GoToEntry[], query: string): GoToEntry[] {
  return entries
    .map((entry, order) => ({ entry, order, score: matchScore(entry, query) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || Number(a.entry.disabled) - Number(b.entry.disabled) || a.order - b.order)
    .map((m) => m.entry);
}
