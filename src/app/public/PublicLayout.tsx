import type { ReactNode } from 'react';

/**
 * The frame of a public page (tracking by carrier hash, quotation by token): no sign-in, no menu, no company — a
 * header with the product name instead of the private top bar. Plain markup and CSS (global.css `.public-layout`),
 * no antd: the boot shell draws this same frame, with the page's heading, from the first chunk (BootShell.tsx), so
 * the page replaces it without a jump.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout" data-layout="public">
      <header className="app-header public-header">
        <span className="brand">Mirante</span>
      </header>
      <main className="app-content">{children}</main>
    </div>
  );
}
