import type { PanelKind } from '../types.ts';
import type { GalleryOptions } from './schema.ts';
import { lazyPanel } from '../lazyPanel.ts';

/** 'gallery': photos behind the sign-in with a label and lines (1495 proofs). */
export default {
  kind: 'gallery',
  Component: lazyPanel(() => import('./GalleryPanel.tsx').then((m) => m.GalleryPanel)),
  handlesEmpty: true,
} satisfies PanelKind<GalleryOptions>;
