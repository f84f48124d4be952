/**
 * The validation texts of the PCP order screens, on their real definitions (spec 1 §5, spec 2 §5, §8): 1332 either
 * an order number or customer + period, 1338 four required lookups, 1331 the date order, every picker's warning
 * and every lookup's 'não encontrado'. The API is answered in memory; the e2e files drive the real server.
 */
import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiRequest } from '../../src/api/client.ts';
import { renderScreen } from '../../src/engine/tests/renderScreen.tsx';
import situacao from '../../screens/pcp/1332-ordem-producao-situacao.ts';
import apontamentos from '../../screens/pcp/1338-apontamentos-op.ts';
import ficha from '../../screens/pcp/1331-ficha-x-requisitado.ts';

const WAIT = { timeout: 20_000 };
const filtrar = () => fireEvent.click(screen.getAllByRole('button', { name: 'Filtrar' }).at(-1)!);
/** Every list is empty, every lookup finds nobody: what an unknown code gets. */
const nobody = (_req: ApiRequest) => ({ response: [] });

describe('01.77.1332 Ordem de Produção Situação', () => {
  test("no customer (the period defaults to today): '* Campo obrigatório' once, under Cliente; nothing searched", async () => {
    const view = renderScreen(situacao, nobody);
    await screen.findByLabelText('Cliente', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.getAllByText('* Campo obrigatório')).toHaveLength(1), WAIT);
    expect(screen.getByText('* Campo obrigatório').closest('.ant-form-item')).toHaveTextContent('Cliente');
    expect(view.requests.filter((r) => r.path.endsWith('ordem_producao_status'))).toEqual([]);
  });

  test("an unknown customer code: 'Cliente não encontrado.'; the picker warns 'Operação inválida. Nenhum cliente selecionado.'", async () => {
    renderScreen(situacao, nobody);
    fireEvent.change(await screen.findByLabelText('Cliente', {}, WAIT), { target: { value: '99' } });
    await waitFor(() => expect(screen.getByLabelText('Nome Cliente')).toHaveValue('Cliente não encontrado.'), WAIT);
    fireEvent.click(screen.getByLabelText('Pesquisar Cliente'));
    // the picker's code loads on first use (PickerHost)
    const dialog = await waitFor(() => {
      const d = document.querySelector<HTMLElement>('.ant-modal');
      expect(d).not.toBeNull();
      return d!;
    }, WAIT);
    expect(dialog).toHaveTextContent('01.82.1336 Filtrar Clientes');
    await within(dialog).findByText('Nenhum Registro Encontrado', {}, WAIT);
    fireEvent.click(within(dialog).getByText('Selecionar'));
    expect(await screen.findByText('Operação inválida. Nenhum cliente selecionado.', {}, WAIT)).toBeInTheDocument();
  });
});

describe('01.77.1338 Apontamento por operador', () => {
  test("Filtrar with nothing chosen: '* Campo obrigatório' under operator, resource, process and product", async () => {
    const view = renderScreen(apontamentos, nobody);
    await screen.findByLabelText('Operador', {}, WAIT);
    filtrar();
    await waitFor(() => expect(screen.getAllByText('* Campo obrigatório')).toHaveLength(4), WAIT);
    expect(view.requests.filter((r) => r.path.includes('/pcp/apontamento/'))).toEqual([]);
  });

  test.each([
    ['Operador', 'Operador não encontrado.', '01.77.1337 Filtrar Operadores', 'Operação inválida. Nenhum Operador selecionado.'],
    ['Recurso', 'Recurso não encontrado.', '01.77.1355 Filtrar Recursos', 'Operação inválida. Nenhum Recurso selecionado.'],
    ['Processo', 'Processo não encontrado.', '01.77.1356 Filtrar Processos', 'Operação inválida. Nenhum Processo selecionado.'],
    ['Produto', 'Produto não encontrado.', '01.75.1358 Filtrar Produtos', 'Operação inválida. Nenhum Produto selecionado.'],
  ])("%s: an unknown code says '%s'; its picker %s warns when nothing is chosen", async (label, notFound, title, warning) => {
    renderScreen(apontamentos, nobody);
    fireEvent.change(await screen.findByLabelText(label, {}, WAIT), { target: { value: '99' } });
    await waitFor(() => expect(screen.getByLabelText(`Nome ${label}`)).toHaveValue(notFound), WAIT);
    fireEvent.click(screen.getByLabelText(`Pesquisar ${label}`));
    // the picker's code loads on first use (PickerHost)
    const dialog = await waitFor(() => {
      const d = document.querySelector<HTMLElement>('.ant-modal');
      expect(d).not.toBeNull();
      return d!;
    }, WAIT);
    expect(dialog).toHaveTextContent(title);
    fireEvent.click(within(dialog).getByText('Selecionar'));
    expect(await screen.findByText(warning, {}, WAIT)).toBeInTheDocument();
  });

  test("Filtrar Produtos starts on Tipo produto 04 and sends it", async () => {
    const view = renderScreen(apontamentos, (req) =>
      req.path.endsWith('tipos-produtos') ? { response: [{ id: '01', nome: 'Matéria-prima' }, { id: '04', nome: 'Produto acabado' }] } : { response: [] },
    );
    fireEvent.click(await screen.findByLabelText('Pesquisar Produto', {}, WAIT));
    await waitFor(() => expect(view.requests.some((r) => r.path.endsWith('/pcp/produtos') && r.params?.tipo_produto === '04')).toBe(true), WAIT);
  });
});

describe('01.77.1331 Ficha x Requisitado', () => {
  test("start after end: 'Data Inicio maior que data fim.'; OPs default 1 and 999999999", async () => {
    const view = renderScreen(ficha, nobody, '/?data_inicio=2026-11-21&data_fim=2026-11-01');
    expect(await screen.findByLabelText('OP Inicial', {}, WAIT)).toHaveValue('1');
    expect(screen.getByLabelText('OP Final')).toHaveValue('999999999');
    filtrar();
    expect(await screen.findByText('Data Inicio maior que data fim.', {}, WAIT)).toBeInTheDocument();
    expect(view.requests.filter((r) => r.path.endsWith('relacaoop'))).toEqual([]);
  });
});
