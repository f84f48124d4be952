import { loadOnUse } from '../runtime/loadOnUse.ts';

/**
 * The screen's filter form (RJSF, its antd theme, the validator, the date and select controls' shells) in a chunk of
 * its own: a screen without filters — the public tracking and quotation pages, 1396, 1397 — does not download it. A screen with
 * filters asks for it with its renderers (renderersReady.ts) and draws it with them, so nothing shifts.
 */
export const LazyFilterForm = loadOnUse(() => import('./FilterForm.tsx').then((m) => m.FilterForm));
