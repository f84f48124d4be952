/**
 * Texts found only in the private portal's code: a chunk that contains one is private-portal code. Used by the
 * public pages' browser test (they must download none) and by bench/public-js.ts.
 */
export const PRIVATE_MARKERS = {
  'menu lateral (SideMenu)': 'Menu principal',
  'barra superior (TopBar)': 'Trocar empresa',
  // a call of a private definition (their titles and routes are in the first chunk: the boot shell's headings)
  'catálogo de telas privadas': '/financeiro/titulos-pagar/{row.id_titulo}/aprovar',
  'AG Grid': 'ag-root-wrapper',
  'Vega-Lite': 'vega-lite',
} as const;
