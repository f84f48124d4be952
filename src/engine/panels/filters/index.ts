import type { PanelKind, PanelProps } from '../types.ts';
import type { FiltersPanelOptions } from './schema.ts';
import type { LoadOnUse } from '../../runtime/loadOnUse.ts';
import { LazyFilterForm } from '../../filters/lazyFilterForm.ts';

// The form reads all it needs from the screen's context and takes no props: the panel's are ignored. The same lazy
// component as the engine's own form (one chunk, one preload; renderersReady.ts).
const FilterFormPanel = LazyFilterForm as unknown as LoadOnUse<PanelProps<FiltersPanelOptions>>;

/** Places the screen's filter form where the panel is (e.g. the cash-flow days above its table). */
export default { kind: 'filters', Component: FilterFormPanel, handlesEmpty: true } satisfies PanelKind<FiltersPanelOptions>;
