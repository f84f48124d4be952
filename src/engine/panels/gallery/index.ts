import type { PanelKind } from '../types.ts';
import { schema, type GalleryOptions } from './schema.ts';
import { GalleryPanel } from './GalleryPanel.tsx';

/** 'gallery': photos behind the sign-in with a label and lines (1495 proofs). */
export default { kind: 'gallery', schema, Component: GalleryPanel, handlesEmpty: true } satisfies PanelKind<GalleryOptions>;
