import { describe, expect, it } from 'vitest';
import type { ScreenMetaData } from '../../engine/definition/screen-meta.ts';
import { buildMenu, menuDefinitionsForModule, type MenuGroupNode, type MenuLink } from './menu.ts';
import type { AccessContext } from './rules.ts';
import { catalogue } from '../catalogue.ts';

const def = (accessCode: number | null, group: ScreenMetaData['menu'] extends infer M ? M extends { group?: infer G } ? G : never : never, title: string, order: number, extra: Partial<ScreenMetaData> = {}): ScreenMetaData => ({
  code: `01.00.${String(accessCode ?? 0).padStart(4, '0')}`,
  title,
  route: `/r${accessCode}${extra.module ? `-m${extra.module}` : ''}`,
  accessCode,
  menu: { group, title, order },
  ...extra,
});

const defs: ScreenMetaData[] = [
  def(1416, 'Frota', 'Dashboard', 20),
  def(1325, 'Financeiro', 'Dashboard', 70),
  def(1327, 'Faturamento', 'Dashboard', 120),
  def(1405, 'Faturamento', 'Dashboard', 120, { module: 2 }),
  def(1326, 'Faturamento', 'Curva ABC Clientes', 130),
  def(1417, 'Faturamento', 'Curva ABC Clientes', 130, { module: 2 }),
  def(1329, 'Faturamento', 'Curva ABC Produtos', 150),
  { code: '01.76.1397', title: 'Equipamentos', route: '/equip', accessCode: 1397 },
];

const ctx = (liberar: number[], ocultar: number[] = [], codigo_modulo = 1): AccessContext => ({
  company: { id: 1, codigo_modulo },
  permissions: { status: 'ok', empresaId: 1, liberar, ocultar },
});
const group = (menu: ReturnType<typeof buildMenu>, title: string) =>
  menu.find((n): n is MenuGroupNode => n.kind === 'group' && n.title === title);
const titles = (g: MenuGroupNode | undefined) => g?.children.map((c) => c.title);

describe('buildMenu (spec 1 §6)', () => {
  it('always starts with Home, enabled, even with no company', () => {
    const menu = buildMenu(defs, { company: null, permissions: { status: 'idle' } });
    expect(menu).toHaveLength(1);
    expect(menu[0]).toMatchObject({ kind: 'link', title: 'Home', route: '/home', disabled: false });
  });

  it('shows permitted items enabled and non-permitted ones disabled', () => {
    const fat = group(buildMenu(defs, ctx([1327])), 'Faturamento')!;
    expect(fat.children.map((c) => [c.title, c.disabled])).toEqual([
      ['Dashboard', false],
      ['Curva ABC Clientes', true],
      ['Curva ABC Produtos', true],
    ]);
  });

  it('removes hidden items', () => {
    const fat = group(buildMenu(defs, ctx([1327, 1329], [1329])), 'Faturamento');
    expect(titles(fat)).toEqual(['Dashboard', 'Curva ABC Clientes']);
  });

  it('shows a group only if at least one child is permitted', () => {
    const menu = buildMenu(defs, ctx([1325]));
    expect(group(menu, 'Financeiro')).toBeDefined();
    expect(group(menu, 'Frota')).toBeUndefined();
    expect(group(menu, 'Faturamento')).toBeUndefined();
  });

  it('leaves out a group whose permitted children are all hidden', () => {
    expect(group(buildMenu(defs, ctx([1325], [1325])), 'Financeiro')).toBeUndefined();
  });

  it('leaves only Home when the permissions call failed', () => {
    const menu = buildMenu(defs, { company: { id: 1, codigo_modulo: 1 }, permissions: { status: 'failed', empresaId: 1 } });
    expect(menu.map((n) => n.title)).toEqual(['Home']);
  });

  it('orders groups by their first item and items by order', () => {
    const menu = buildMenu(defs, ctx([1416, 1325, 1327, 1326, 1329]));
    expect(menu.map((n) => n.title)).toEqual(['Home', 'Frota', 'Financeiro', 'Faturamento']);
  });

  it('module-2 companies get the alternate routes and codes in place of the base ones', () => {
    const fat = group(buildMenu(defs, ctx([1405, 1417], [], 2)), 'Faturamento')!;
    const links = fat.children.map((c: MenuLink) => [c.title, c.route, c.disabled]);
    expect(links).toEqual([
      ['Dashboard', '/r1405-m2', false],
      ['Curva ABC Clientes', '/r1417-m2', false],
      ['Curva ABC Produtos', '/r1329', true],
    ]);
  });

  it('module-1 companies never see module-2 variants', () => {
    const fat = group(buildMenu(defs, ctx([1327, 1405, 1417])), 'Faturamento')!;
    expect(fat.children.map((c) => c.route)).toEqual(['/r1327', '/r1326', '/r1329']);
  });

  it('screens without a menu entry are not in the menu', () => {
    expect(menuDefinitionsForModule(defs, 1).some((d) => d.accessCode === 1397)).toBe(false);
  });
});

describe('the real catalogue', () => {
  const m1 = buildMenu(catalogue, ctx([1325, 1326, 1327, 1328, 1329, 1330, 1331, 1332, 1338, 1367, 1370, 1396, 1397, 1475, 1477, 1491]));

  it('gives module-1 companies the spec 1 §2.1 order', () => {
    expect(m1.map((n) => n.title)).toEqual(['Home', 'Financeiro', 'Faturamento', 'PCP', 'Estoque']);
    expect(titles(group(m1, 'Faturamento'))).toEqual([
      'Dashboard', 'Curva ABC Clientes', 'Curva ABC Representantes', 'Curva ABC Produtos', 'Locação',
    ]);
    expect(group(m1, 'Faturamento')!.children[0].route).toBe('/dashboard-faturamento');
  });

  it('gives module-2 companies /faturamento/dashboard and the Intercarg ABC curve', () => {
    const m2 = buildMenu(catalogue, ctx([1405, 1417, 1416], [], 2));
    expect(group(m2, 'Faturamento')!.children.filter((c) => !c.disabled).map((c) => c.route)).toEqual([
      '/faturamento/dashboard',
      '/intercarg/faturamento/curva-abc-clientes',
    ]);
    expect(m2.map((n) => n.title)).toEqual(['Home', 'Frota', 'Faturamento']);
  });
});
