import { createElement, Suspense, type ComponentProps } from 'react';
import { loadOnUse } from '../runtime/loadOnUse.ts';

/**
 * Stands in for markdown-to-jsx's `Markdown` inside @rjsf/core (vite.config.ts resolves rjsf's import of
 * 'markdown-to-jsx/react' here). rjsf draws markdown only for fields with `ui:enableMarkdownInDescription`, which
 * no filter form sets, yet imports it with every form: loaded here on first use, it leaves the ~29 kB brotli
 * of the parser out of every screen with filters.
 */
const Real = loadOnUse(() => import('markdown-to-jsx/react').then((m) => m.Markdown));

export function Markdown(props: ComponentProps<typeof Real>) {
  return createElement(Suspense, { fallback: props.children as string }, createElement(Real, props));
}
