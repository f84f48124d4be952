/**
 * The first `Intl.NumberFormat('pt-BR')` of a page loads ICU's number data: ~90 ms of main thread on a phone (Lighthouse's
 * 4× slowdown), which fell inside the task that drew a screen's cards (one long task, Lighthouse TBT). Made once while
 * the page waits for the private portal's chunk, in a task of its own; the formatters (src/engine/format) then cost
 * ~1 ms. The dates' formatter likewise (~9 ms).
 */
export function warmUpFormats(): void {
  const run = () => {
    new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0);
    new Intl.DateTimeFormat('pt-BR').format(0);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 0);
}
