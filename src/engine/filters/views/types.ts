import type { RelativeExpression } from '../../../../common/relativeDates.ts';

/**
 * Saved views of a screen's filters (issue 34, docs/workspace.md). The engine draws the 'Visões' menu on every screen
 * with filters; where the views are kept is the host's business (the portal: the server, per user and company), handed
 * to ScreenRuntime as `views`. Without a host (stories, public pages) the menu is not drawn.
 */

/** A relative period, stored as the expression a definition's default uses: it opens on the period of the day. */
export interface RelativeValue {
  relativo: RelativeExpression;
}

/** The expressions of filter defaults (values.ts) and of the period presets (Hoje, Este mês, Mês anterior): common/relativeDates.ts. */
export type { RelativeExpression };

/** The stored values: one per field name, a relative one as `{ relativo }`. */
export type StoredFilters = Record<string, string | number | boolean | null | RelativeValue>;

export interface SavedView {
  id: number;
  tela: number;
  nome: string;
  filtros: StoredFilters;
  /** The screen opens with this view for this user. */
  padrao: boolean;
  alterada_em: string;
}

export interface SavedViewChange {
  nome?: string;
  filtros?: StoredFilters;
  padrao?: boolean;
}

/** The storage of one screen's views (already scoped to the user, company and screen). Errors are ApiErrors. */
export interface SavedViewsHost {
  list(): Promise<SavedView[]>;
  create(nome: string, filtros: StoredFilters, padrao: boolean): Promise<SavedView>;
  update(id: number, change: SavedViewChange): Promise<SavedView>;
  remove(id: number): Promise<void>;
}
