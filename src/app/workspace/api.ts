import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '../../api/client.ts';
import type { SavedView, SavedViewChange, SavedViewsHost } from '../../engine/filters/views/types.ts';

/** The workspace API (server/src/routes/usuario, docs/workspace.md): the user's own data in one company. */
const base = (empresaId: number) => `/usuario/empresas/${empresaId}`;

export const fetchFavorites = async (empresaId: number) => (await apiGet<{ response: number[] }>(`${base(empresaId)}/favoritos`)).response;
export const saveFavorites = async (empresaId: number, codigos: number[]) =>
  (await apiPut<{ response: number[] }>(`${base(empresaId)}/favoritos`, { codigos })).response;
export const fetchRecent = async (empresaId: number) => (await apiGet<{ response: number[] }>(`${base(empresaId)}/recentes`)).response;
export const recordRecent = async (empresaId: number, codigo: number) =>
  (await apiPost<{ response: number[] }>(`${base(empresaId)}/recentes`, { codigo })).response;

/** What the engine's 'Visões' menu is given for one screen: the calls, already scoped to the company and screen. */
export function savedViewsHost(empresaId: number, tela: number): SavedViewsHost {
  const path = `${base(empresaId)}/visoes`;
  return {
    list: async () => (await apiGet<{ response: SavedView[] }>(path, { tela })).response,
    create: async (nome, filtros, padrao) => (await apiPost<{ response: SavedView }>(path, { tela, nome, filtros, padrao })).response,
    update: async (id: number, change: SavedViewChange) => (await apiPatch<{ response: SavedView }>(`${path}/${id}`, change)).response,
    remove: async (id: number) => {
      await apiDelete(`${path}/${id}`);
    },
  };
}
