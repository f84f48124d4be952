/**
 * Where keyboard focus goes after a navigation or a company choice: to the new page's h1 (a
 * `PageHeading`), so keyboard and screen-reader users start at the page they asked for instead of
 * the document body. The first page load keeps the browser's default (focus at the top, skip link first).
 */
let pending = false;

const HEADING_SELECTOR = '#conteudo h1[tabindex="-1"]';

/** Asks for the heading to be focused: now if the new page's h1 is already there, else when it mounts. */
export function requestHeadingFocus(): void {
  pending = true;
  const heading = document.querySelector<HTMLElement>(HEADING_SELECTOR);
  if (heading) takeHeadingFocus(heading);
}

/** Called by a heading when it mounts: takes the focus if a navigation asked for it. */
export function takeHeadingFocus(heading: HTMLElement | null): void {
  if (!pending || !heading) return;
  pending = false;
  heading.focus();
}
