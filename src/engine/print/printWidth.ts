/**
 * What an A4 landscape page holds between 1 cm margins (277 mm ≈ 1047 CSS px), less a little room: the width
 * tables and charts are drawn at while the browser prints (src/styles/print.css sets the page).
 */
export const PRINT_WIDTH_PX = 1000;

/** True while the browser prints (or a test emulates print media). */
export function isPrinting(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('print').matches);
}
