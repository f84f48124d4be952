import { readFileSync } from 'node:fs';
import type { ConditionTests } from '../../../common/conditions.ts';
import type { CallSource } from '../../../common/templates.ts';

/**
 * The screens a subscription can e-mail, as scripts/generate-subscription-screens.ts copied them from screens/ (the
 * server may not import the definitions; they are plain data). Read beside this file at run time, like the reports'
 * .sql files, so the bundled server finds it too.
 */
export interface FieldDigest {
  name: string; label?: string; widget?: string; default?: unknown; options?: { value: unknown; label: string }[];
  allowClear?: boolean; disabledWhen?: (ConditionTests & { field: string })[];
}
export interface CallDigest extends CallSource { loadOn?: 'open' | 'submit' | 'action' }
export interface LineDigest { label: string; value: string; format?: string; decimals?: number; unit?: string }
export interface ColumnDigest extends Partial<LineDigest> { field?: string; header?: string; children?: ColumnDigest[] }
export interface PanelDigest {
  id: string; kind: 'cards' | 'progress' | 'table'; title?: string; call?: string; dataPath?: string;
  groups?: { title?: string; cards: (LineDigest & { lines?: LineDigest[] })[] }[];
  items?: (LineDigest & { lines?: LineDigest[] })[];
  columns?: ColumnDigest[];
}
export interface ScreenDigest { code: string; title: string; route: string; fields: FieldDigest[]; calls: Record<string, CallDigest>; panels: PanelDigest[] }

let screens: Record<string, ScreenDigest> | undefined;

/** The screen of access code `code`, or undefined when it has nothing to e-mail (no cards, progress or table). */
export function subscribableScreen(code: number): ScreenDigest | undefined {
  screens ??= JSON.parse(readFileSync(new URL('./screens.generated.json', import.meta.url), 'utf8')) as Record<string, ScreenDigest>;
  return screens[String(code)];
}
