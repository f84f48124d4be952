/** Served by vite.config.ts's `screenHeadings` plugin (scripts/screen-headings.ts). */
declare module 'virtual:screen-headings' {
  const headings: readonly import('./screenHeadings.ts').ScreenHeadingEntry[];
  export default headings;
}
