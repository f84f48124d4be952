/**
 * The action registry's types on a real screen (jsdom): request (1370 Aprovar/Desaprovar), pick with the
 * picker + lookup (1338's operator), set (1397's master/detail) and the '{route.x}' / '{query.x}' scope.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/ApiError.ts';
import { setApiTransport, type ApiRequest } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import { actionRegistry } from '../actions/registry.ts';
import { ACTION_SCHEMAS } from '../actions/schema.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));

const WAIT = { timeout: 20_000 };

/** The row buttons of an AG Grid row (the 'Ação' column). */
function rowButtons(container: HTMLElement, rowIndex: number): HTMLButtonElement[] {
  const cell = container.querySelector(`.ag-center-cols-container [row-index="${rowIndex}"] [col-id="__mirante_actions"], [row-index="${rowIndex}"] [col-id="__mirante_actions"]`);
  return cell ? Array.from(cell.querySelectorAll('button')) : [];
}

test('the registry and the schema list the same action types', () => {
  expect([...actionRegistry.keys()].sort()).toEqual(Object.keys(ACTION_SCHEMAS).sort());
});

describe("request: 1370 'Aprovar titulos a pagar'", () => {
  const definition = {
    code: '01.74.1370',
    title: 'Aprovar titulos a pagar',
    route: '/aprovar-titulos-pagar',
    accessCode: 1370,
    calls: {
      titulos: { path: '/empresas/{empresaId}/financeiro/titulos-pagar' },
      aprovar: { path: '/empresas/{empresaId}/financeiro/titulos-pagar/{row.id_titulo}/aprovar', loadOn: 'action' },
      desaprovar: { path: '/empresas/{empresaId}/financeiro/titulos-pagar/{row.id_titulo}/desaprovar', loadOn: 'action' },
    },
    panels: [
      {
        id: 'titulos',
        kind: 'table',
        call: 'titulos',
        columns: [
          { field: 'titulo', header: 'Título' },
          { field: 'nome_fornecedor', header: 'Fornecedor' },
          { field: 'valor', header: 'Valor', format: 'currency' },
        ],
        rowActions: [
          {
            label: 'Aprovar',
            visibleWhen: { field: 'aprovado', equals: 'N' },
            action: {
              type: 'request',
              call: 'aprovar',
              when: { field: 'usa_aprovacao', notEquals: 'N' },
              success: { title: 'Sucesso', textPath: 'message', text: 'Sucesso seu título foi aprovado' },
              failure: { title: 'Erro' },
              reload: ['titulos'],
            },
          },
          {
            label: 'Desaprovar',
            visibleWhen: { field: 'aprovado', equals: 'S' },
            action: { type: 'request', call: 'desaprovar', success: { title: 'Sucesso', textPath: 'message' }, reload: ['titulos'] },
          },
        ],
      },
    ],
  } satisfies ScreenDefinition;

  const rows = (aprovado: string) => [
    { id_titulo: 501, titulo: '000123', nome_fornecedor: 'Transportes Andrade Ltda', valor: 1520.4, aprovado, usa_aprovacao: 'S' },
    { id_titulo: 502, titulo: '000124', nome_fornecedor: 'Posto Rodovia BR-116', valor: 980, aprovado: 'N', usa_aprovacao: 'N' },
  ];

  test('a row whose usa_aprovacao is N cannot approve; Aprovar PUTs, notifies Sucesso and reloads the list', async () => {
    let approved = false;
    const view = renderScreen(definition, (req: ApiRequest) => {
      if (req.method === 'PUT') {
        approved = true;
        return {};
      }
      return { response: rows(approved ? 'S' : 'N') };
    });
    await waitFor(() => expect(rowButtons(view.container, 1).length).toBe(1), WAIT);
    expect(rowButtons(view.container, 1)[0]).toBeDisabled();
    const aprovar = rowButtons(view.container, 0)[0];
    expect(aprovar).toHaveTextContent('Aprovar');
    fireEvent.click(aprovar);
    // The answer has no 'message': the definition's text.
    expect(await screen.findByText('Sucesso seu título foi aprovado', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Sucesso')).toBeInTheDocument();
    const put = view.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/empresas/1/financeiro/titulos-pagar/501/aprovar');
    // The list reloaded: the first row now offers Desaprovar.
    await waitFor(() => expect(rowButtons(view.container, 0)[0]).toHaveTextContent('Desaprovar'), WAIT);
    expect(view.requests.filter((r) => r.method === 'GET').length).toBe(2);
  });

  test("with 'confirm' the write waits for 'Sim'; 'Não' sends nothing", async () => {
    const confirming = structuredClone(definition);
    (confirming.panels[0].rowActions[0].action as Record<string, unknown>).confirm = {
      title: 'Aprovar o título {row.titulo}?',
      fields: [
        { label: 'Fornecedor', value: 'nome_fornecedor' },
        { label: 'Valor', value: 'valor', format: 'currency' },
      ],
    };
    const view = renderScreen(confirming as ScreenDefinition, (req: ApiRequest) => (req.method === 'PUT' ? { message: 'Aprovado.' } : { response: rows('N') }));
    await waitFor(() => expect(rowButtons(view.container, 0).length).toBe(1), WAIT);
    fireEvent.click(rowButtons(view.container, 0)[0]);
    expect((await screen.findAllByText('Aprovar o título 000123?', {}, WAIT)).length).toBeGreaterThan(0);
    // what is being decided: the row's supplier and amount, formatted as in the table
    const fields = screen.getByTestId('confirm-fields');
    expect(fields).toHaveTextContent('Fornecedor: Transportes Andrade Ltda');
    expect(fields.textContent?.replace(/\s/g, ' ')).toContain('Valor: R$ 1.520,40');
    fireEvent.click(screen.getByText('Não'));
    await new Promise((r) => setTimeout(r, 300));
    expect(view.requests.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.click(rowButtons(view.container, 0)[0]);
    await waitFor(() => expect(screen.getAllByText('Sim').length).toBeGreaterThan(0), WAIT);
    fireEvent.click(screen.getAllByText('Sim').at(-1)!);
    // The server's message (textPath) wins over the fixed text.
    expect(await screen.findByText('Aprovado.', {}, WAIT)).toBeInTheDocument();
    expect(view.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  test("a failure notifies 'Erro' with the server's text and does not reload", async () => {
    const view = renderScreen(definition, (req: ApiRequest) => {
      if (req.method === 'PUT') throw new ApiError(409, ['Título já baixado, não pode ser aprovado.']);
      return { response: rows('N') };
    });
    await waitFor(() => expect(rowButtons(view.container, 0).length).toBe(1), WAIT);
    fireEvent.click(rowButtons(view.container, 0)[0]);
    expect(await screen.findByText('Título já baixado, não pode ser aprovado.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Erro')).toBeInTheDocument();
    expect(view.requests.filter((r) => r.method === 'GET').length).toBe(1);
  });
});

describe("pick: the 'Filtrar Operadores' picker and the operator lookup (1338)", () => {
  const operadores = [
    { id: 7, nome: 'Maria Souza' },
    { id: 12, nome: 'João Pereira' },
  ];
  const definition = {
    code: '01.77.1338',
    title: 'Apontamentos OP',
    route: '/apontamentos',
    accessCode: 1338,
    filters: {
      submitLabel: 'Filtrar',
      fields: [
        {
          name: 'operador',
          label: 'Operador',
          widget: 'lookup',
          required: true,
          lookup: { call: 'operadorNome', notFound: 'Operador não encontrado.', picker: 'operadores' },
        },
      ],
    },
    calls: {
      operadorNome: { path: '/empresas/{empresaId}/operadores', params: { id: '{lookup.code}' }, loadOn: 'action' },
      operadoresBusca: { path: '/empresas/{empresaId}/operadores', params: { id: '{picker.code}', Nome: '{picker.name}' }, loadOn: 'action' },
    },
    pickers: {
      operadores: { code: '01.77.1337', title: 'Filtrar Operadores', entity: 'Operador', call: 'operadoresBusca', writes: { operador: 'id' } },
    },
    panels: [{ kind: 'text', text: 'Operador escolhido: {filters.operador}' }],
  } satisfies ScreenDefinition;

  const answer = (req: ApiRequest) => {
    const id = req.params?.id;
    const name = req.params?.Nome as string | undefined;
    const list = operadores.filter((o) => (id === undefined || o.id === Number(id)) && (!name || o.nome.toLowerCase().includes(name.toLowerCase())));
    return { response: list };
  };

  test("Selecionar with no row warns; a chosen row fills the code, the lookup shows its name, Filtrar applies it", async () => {
    const view = renderScreen(definition, answer);
    fireEvent.click(await screen.findByLabelText('Pesquisar Operador', {}, WAIT));
    const dialog = await waitFor(() => {
      const d = document.querySelector<HTMLElement>('.ant-modal');
      expect(d).not.toBeNull();
      return d!;
    }, WAIT);
    expect(dialog).toHaveTextContent('01.77.1337 Filtrar Operadores');
    await within(dialog).findByText('Maria Souza', {}, WAIT);
    fireEvent.click(within(dialog).getByText('Selecionar'));
    expect(await screen.findByText('Operação inválida. Nenhum Operador selecionado.', {}, WAIT)).toBeInTheDocument();

    // The name search (debounced) narrows the list; 'Nenhum Registro Encontrado' when nothing matches.
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'zzz' } });
    expect(await within(dialog).findByText('Nenhum Registro Encontrado', {}, WAIT)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'mar' } });
    fireEvent.click(await within(dialog).findByText('Maria Souza', {}, WAIT));
    fireEvent.click(within(dialog).getByText('Selecionar'));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(), WAIT);

    expect(screen.getByLabelText('Operador')).toHaveValue('7');
    await waitFor(() => expect(screen.getByLabelText('Nome Operador')).toHaveValue('Maria Souza'), WAIT);
    expect(view.requests.some((r) => r.params?.Nome === 'mar')).toBe(true);
    fireEvent.click(view.getAllByRole('button', { name: 'Filtrar' }).at(-1)!);
    expect(await screen.findByText('Operador escolhido: 7', {}, WAIT)).toBeInTheDocument();
  });

  test("a code nobody has: 'Operador não encontrado.'", async () => {
    renderScreen(definition, answer);
    fireEvent.change(await screen.findByLabelText('Operador', {}, WAIT), { target: { value: '99' } });
    await waitFor(() => expect(screen.getByLabelText('Nome Operador')).toHaveValue('Operador não encontrado.'), WAIT);
  });
});

describe("set: master/detail on one screen (1397) and the route/query scope", () => {
  const definition = {
    code: '01.76.1397',
    title: 'Equipamentos',
    route: '/faturamento/locacao_equipamentos/equipamentos_situacao',
    accessCode: 1397,
    calls: {
      grupos: { path: '/empresas/{empresaId}/faturamento/locacao_equipamentos/grupos', params: { id_situacao: '{query.id_situacao}' } },
      equipamentos: {
        path: '/empresas/{empresaId}/faturamento/locacao_equipamentos/grupos/{vars.grupo}/equipamentos',
        params: { id_situacao: '{query.id_situacao}' },
      },
    },
    panels: [
      {
        id: 'grupos',
        kind: 'table',
        call: 'grupos',
        span: 8,
        columns: [{ field: 'descGrupo', header: 'Grupo' }],
        rowAction: { type: 'set', var: 'grupo', value: '{row.id_grupo}' },
      },
      { id: 'selecionado', kind: 'text', text: 'Grupo {vars.grupo}' },
      { id: 'equipamentos', kind: 'table', call: 'equipamentos', span: 16, columns: [{ field: 'desc_equipamento', header: 'Descrição' }] },
    ],
  } satisfies ScreenDefinition;

  test("a click on a group sets '{vars.grupo}'; the equipment call waits for it, then loads that group", async () => {
    const view = renderScreen(
      definition,
      (req) =>
        req.path.endsWith('/grupos')
          ? { response: [{ id_grupo: 3, descGrupo: 'Andaimes' }, { id_grupo: 4, descGrupo: 'Betoneiras' }] }
          : { response: [{ desc_equipamento: `Equipamento do grupo ${req.path.split('/').at(-2)}` }] },
      '/faturamento/locacao_equipamentos/equipamentos_situacao?id_situacao=l',
    );
    const betoneiras = await screen.findByText('Betoneiras', {}, WAIT);
    expect(view.requests.map((r) => r.path)).toEqual(['/empresas/1/faturamento/locacao_equipamentos/grupos']);
    expect(view.requests[0].params).toEqual({ id_situacao: 'l' });
    fireEvent.click(betoneiras);
    expect(await screen.findByText('Equipamento do grupo 4', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Grupo 4')).toBeInTheDocument();
    expect(view.requests.at(-1)).toMatchObject({ path: '/empresas/1/faturamento/locacao_equipamentos/grupos/4/equipamentos', params: { id_situacao: 'l' } });
  });

  test("'{route.hash}' reads the route's parameter", async () => {
    const tracking = {
      code: '02.79.1497',
      title: 'Rastreamento',
      route: '/logistica/rastreamento-transportadora/:hash/nota',
      accessCode: null,
      calls: { nota: { path: '/rastreamento/{route.hash}', params: { nota: '{query.nota}' } } },
      panels: [{ kind: 'text', call: 'nota', dataPath: 'response', text: 'Nota {data.numero}' }],
    } satisfies ScreenDefinition;
    const view = renderScreen(tracking, () => ({ response: { numero: 4512 } }), '/logistica/rastreamento-transportadora/ab12cd/nota?nota=4512', tracking.route);
    expect(await screen.findByText('Nota 4512', {}, WAIT)).toBeInTheDocument();
    expect(view.requests[0]).toMatchObject({ path: '/rastreamento/ab12cd', params: { nota: '4512' } });
  });
});
