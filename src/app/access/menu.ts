import type { ScreenMetaData } from '../../engine/definition/screen-meta.ts';
import { isHidden, isScreenAllowed, type AccessContext } from './rules.ts';

/** One clickable menu entry. */
export interface MenuLink {
  kind: 'link';
  key: string;
  title: string;
  route: string;
  code: string | null;
  disabled: boolean;
}

/** A menu group ('Frota', 'Financeiro', ...) with its visible entries. */
export interface MenuGroupNode {
  kind: 'group';
  key: string;
  title: string;
  children: MenuLink[];
}

export type MenuNode = MenuLink | MenuGroupNode;

/** Home is a shell page (code 0), not a screen definition: the menu always starts with it. */
export const HOME_LINK: MenuLink = { kind: 'link', key: '/home', title: 'Home', route: '/home', code: null, disabled: false };

/**
 * The definitions that are in play for the selected company's module (spec 1 §2.1, §6):
 * a definition with `module: m` replaces, for companies with codigo_modulo m, the definition without
 * `module` that has the same menu group and title (same for its route: both stay routable, the code decides).
 * Definitions for another module (or when no company is selected) are left out of the menu.
 */
export function menuDefinitionsForModule<T extends ScreenMetaData>(defs: readonly T[], codigoModulo: number | null): T[] {
  const withMenu = defs.filter((d) => d.menu);
  const variants = withMenu.filter((d) => d.module !== undefined && d.module === codigoModulo);
  const slot = (d: T) => `${d.menu!.group ?? ''}\u0000${d.menu!.title}`;
  const replaced = new Set(variants.map(slot));
  return withMenu.filter((d) => (d.module === undefined ? !replaced.has(slot(d)) : d.module === codigoModulo));
}

/**
 * Builds the side menu from the catalogue and the access rules (spec 1 §6):
 * - Home first (always allowed);
 * - items whose code is in the hide list are removed;
 * - items without permission stay, disabled;
 * - a group is shown only if at least one child is permitted (so a group whose children are all
 *   hidden or all disabled is not shown);
 * - items sorted by `menu.order`; groups ordered by their smallest item order; ungrouped items sit
 *   between groups by their own order.
 */
export function buildMenu(defs: readonly ScreenMetaData[], ctx: AccessContext): MenuNode[] {
  const inPlay = menuDefinitionsForModule(defs, ctx.company?.codigo_modulo ?? null)
    .filter((d) => !isHidden(d.accessCode, ctx))
    .sort((a, b) => a.menu!.order - b.menu!.order);

  type Slot = { order: number; node: MenuNode };
  const slots: Slot[] = [];
  const groups = new Map<string, { order: number; node: MenuGroupNode }>();
  for (const d of inPlay) {
    const link: MenuLink = {
      kind: 'link',
      key: d.route,
      title: d.menu!.title,
      route: d.route,
      code: d.code,
      disabled: !isScreenAllowed(d.accessCode, ctx),
    };
    const group = d.menu!.group;
    if (!group) {
      slots.push({ order: d.menu!.order, node: link });
      continue;
    }
    let g = groups.get(group);
    if (!g) {
      g = { order: d.menu!.order, node: { kind: 'group', key: `group:${group}`, title: group, children: [] } };
      groups.set(group, g);
    }
    g.node.children.push(link);
  }
  for (const g of groups.values()) {
    if (g.node.children.some((c) => !c.disabled)) slots.push(g);
  }
  slots.sort((a, b) => a.order - b.order);
  return [HOME_LINK, ...slots.map((s) => s.node)];
}
