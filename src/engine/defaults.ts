/**
 * The engine's defaults, stated once (definitions leave these out; schema descriptions name them):
 * - the answer envelope: the API answers `{ response: ... }` (spec), so a panel, an option list or a
 *   picker reads its data at 'response' unless it says otherwise ('' = the whole answer);
 * - a drill-down opens as a centred modal, 90vw wide, fetching on every opening.
 */
export const DEFAULT_DATA_PATH = 'response';

export const DRILL_DEFAULTS = { container: 'modal', width: '90vw', fetch: 'everyOpen' } as const;
