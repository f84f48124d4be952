/**
 * Texts found only in the private portal's code: a chunk that contains one is private-portal code. Used by the
 * public pages' browser test (they must download none) and by bench/public-js.ts.
 */
export const PRIVATE_MARKERS = {
  'menu lateral (SideMenu)': 'Menu principal',
  'barra superior (TopBar)': 'Trocar empresa',
  'catálogo de telas privadas': 'Aprovar titulos a pagar',
  'AG Grid': 'ag-root-wrapper',
  'Vega-Lite': 'vega-lite',
} as const;
