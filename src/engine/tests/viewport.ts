/**
 * Pretends the window is `width` px wide for media queries (jsdom has no layout and no matchMedia):
 * '(max-width: 768px)' and '(min-width: 576px)' are evaluated against it, so antd's grid and the
 * engine's narrow-screen hooks see a phone (390) or a laptop (1366). Returns a restore function.
 */
export function setViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
