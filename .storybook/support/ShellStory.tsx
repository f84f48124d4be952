import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../src/api/ApiError.ts';
import { setApiTransport } from '../../src/api/client.ts';
import { useSession, type Company } from '../../src/session/store.ts';
import { PORTAL_ANTD_THEME } from '../../src/theme/antdTheme.ts';
import { useWorkspace } from '../../src/app/workspace/store.ts';

/**
 * The shell's pages (login, Home, company picker, access denied, 404) in stories: antd pt-BR with the
 * portal's theme, a router at the page's path, a session in the state the story names, and the few
 * API answers the page makes (the Home status check, the company list) given by the story.
 */
export interface ShellStoryParameters {
  /** The path the router starts at, e.g. '/home'. */
  path: string;
  /** Signed in as Ana Souza with this company (omitted: signed out). */
  company?: Company | null;
  /** The companies of the user (the picker lists them). */
  companies?: Company[];
  pickerOpen?: boolean;
  /** How GET /empresas/{id}/status-empresa answers: 'ok' (200), 'failed' (503) or 'loading' (never). */
  status?: 'ok' | 'failed' | 'loading';
  /** The user's favourites and recent screens (GET /usuario/empresas/{id}/favoritos, /recentes); none by default. */
  workspace?: { favoritos: number[]; recentes: number[] };
  /** The released codes of the company (default 1325 and 1326). */
  liberar?: number[];
  /** E-mail subscriptions (issue 36): GET …/assinaturas, …/destinatarios and the screen's saved views. */
  subscriptions?: { list: unknown; recipients: unknown[]; views?: unknown[] };
}

// The workspace store is the app's (one per page): a story with other favourites starts it afresh.
let preparedWorkspace: ShellStoryParameters | null = null;

export const DEMO_COMPANIES: Company[] = [
  { id: 1, id_empresa_cliente: 1, nome_fantasia: 'Mirante Alimentos', codigo_modulo: 1 },
  { id: 2, id_empresa_cliente: 1, nome_fantasia: 'Intercarg Transportes', codigo_modulo: 2 },
  { id: 3, id_empresa_cliente: 1, nome_fantasia: 'Metalúrgica Vale Verde', codigo_modulo: 1 },
  { id: 4, id_empresa_cliente: 1, nome_fantasia: 'Serra Azul Distribuidora', codigo_modulo: 1 },
];

/** Puts the session and the API answers in the story's state (before the first render's effects). */
export function prepareShellStory(p: ShellStoryParameters): void {
  setApiTransport(async (req) => {
    if (req.path.endsWith('/status-empresa')) {
      if (p.status === 'loading') return new Promise<never>(() => {});
      if (p.status === 'failed') throw new ApiError(503, ['Não foi possível se conectar com a base de dados do cliente.'], { statusCode: 503 });
      return { statusCode: 200 };
    }
    if (req.path === '/empresas') return { response: p.companies ?? DEMO_COMPANIES };
    if (req.path.endsWith('/permissoes-acesso')) return { response: { codigo_telas_liberar: p.liberar ?? [1325, 1326], codigo_telas_ocultar: [] } };
    if (req.path.endsWith('/favoritos')) return { response: req.method === 'PUT' ? (req.body as { codigos: number[] }).codigos : p.workspace?.favoritos ?? [] };
    if (req.path.endsWith('/recentes')) return { response: p.workspace?.recentes ?? [] };
    if (p.subscriptions && req.path.endsWith('/assinaturas/destinatarios')) return { response: p.subscriptions.recipients };
    if (p.subscriptions && req.path.endsWith('/assinaturas') && req.method === 'GET') return p.subscriptions.list;
    if (p.subscriptions && req.path.endsWith('/visoes')) return { response: p.subscriptions.views ?? [] };
    throw new ApiError(404, [`Sem resposta de história para ${req.method} ${req.path}`]);
  });
  const company = p.company === undefined ? DEMO_COMPANIES[0] : p.company;
  const signedIn = p.company !== null || p.pickerOpen;
  useSession.setState({
    token: signedIn ? 'storybook' : null,
    user: signedIn ? { nome: 'Ana Souza' } : null,
    company,
    companies: p.companies ?? DEMO_COMPANIES,
    pickerOpen: Boolean(p.pickerOpen),
    permissions: company ? { status: 'ok', empresaId: company.id, liberar: p.liberar ?? [1325, 1326], ocultar: [] } : { status: 'idle' },
  });
  if (preparedWorkspace !== p) {
    preparedWorkspace = p;
    useWorkspace.getState().reset();
  }
}

export function ShellStory({ parameters, children }: { parameters: ShellStoryParameters; children: ReactNode }) {
  prepareShellStory(parameters);
  return (
    <ConfigProvider locale={ptBR} theme={PORTAL_ANTD_THEME}>
      <AntApp>
        <MemoryRouter initialEntries={[parameters.path]}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </ConfigProvider>
  );
}
