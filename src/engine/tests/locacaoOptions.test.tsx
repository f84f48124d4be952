/**
 * Engine options 01.76.1397/1398 brought: a text panel as a link (`to`: 'Voltar'), the panels' loading text
 * (`messages.loadingText`: 'Carregando dados'), and master/detail with a `set` of the whole row ('{row}')
 * read by a table without a call (`dataPath: 'vars.grupo.equipamentos'`), on the real 1397 definition.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setApiTransport } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import equipamentosSituacao from '../../../screens/faturamento/1397-equipamentos-situacao.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));
const WAIT = { timeout: 20_000 };

const equipamento = (id: number, grupo: number, desc: string) => ({
  id_equipamento: id, desc_equipamento: desc, nro_lacre: `L${id}`, id_situacao: 'l', desc_situacao: 'Locado', id_grupo: grupo, desc_grupo: `G${grupo}`,
  id_contrato: 7, id_remessa: 14, id_cliente: 20, desc_cliente: 'CONSTRUTORA HORIZONTE', id_obra: 7, desc_obra: 'Obra Rua Eduarda',
});
const GRUPOS = [
  { id_grupo: 1, descGrupo: 'Andaimes tubulares', quantidade: 3, percentual: 75, equipamentos: [equipamento(11, 1, 'Andaime tubular 0011'), equipamento(12, 1, 'Andaime tubular 0012'), equipamento(13, 1, 'Andaime tubular 0013')] },
  { id_grupo: 2, descGrupo: 'Betoneiras', quantidade: 1, percentual: 25, equipamentos: [equipamento(21, 2, 'Betoneira 0021')] },
];

describe('01.76.1397 on the engine', () => {
  test("'Voltar' is a link to the dashboard; the list's click fills the table with that group's rows", async () => {
    const view = renderScreen(equipamentosSituacao, () => ({ result: GRUPOS }), '/faturamento/locacao_equipamentos/equipamentos_situacao?id_situacao=l');
    const voltar = await screen.findByRole('link', { name: 'Voltar' }, WAIT);
    expect(voltar).toHaveAttribute('href', '/faturamento/locacao_equipamentos/dashboard');
    expect(await screen.findByText('Selecione um grupo...', {}, WAIT)).toBeInTheDocument();
    expect(view.requests).toHaveLength(1);
    expect(view.requests[0]).toMatchObject({ path: '/empresas/1/faturamento/locacao_equipamentos/equipamentos/situacao', params: { id_situacao: 'l' } });
    fireEvent.click(await screen.findByText('Betoneiras', {}, WAIT));
    expect(await screen.findByText('Betoneira 0021', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Andaime tubular 0011')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Andaimes tubulares'));
    expect(await screen.findByText('Andaime tubular 0013', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Betoneira 0021')).not.toBeInTheDocument();
    // the rows come with the groups: choosing a group makes no call
    expect(view.requests).toHaveLength(1);
  });

  test('without id_situacao the call leaves the parameter out (the server answers t)', async () => {
    const view = renderScreen(equipamentosSituacao, () => ({ result: GRUPOS }), '/faturamento/locacao_equipamentos/equipamentos_situacao');
    await screen.findByText('Betoneiras', {}, WAIT);
    expect(view.requests[0].params ?? {}).not.toHaveProperty('id_situacao');
  });
});

describe('messages.loadingText', () => {
  test("a panel waiting for its call shows the place's loading text", async () => {
    const definition = {
      code: '01.76.1398',
      title: 'Detalhes Equipamento',
      route: '/x',
      accessCode: null,
      calls: { equipamento: { path: '/equipamento/1' } },
      messages: { loadingText: 'Carregando dados' },
      panels: [{ kind: 'descriptions', call: 'equipamento', dataPath: 'result', items: [{ label: 'Equipamento', value: 'desc_equipamento' }] }],
    } satisfies ScreenDefinition;
    let release: (v: unknown) => void = () => {};
    renderScreen(definition, () => new Promise((resolve) => { release = resolve; }));
    expect(await screen.findByText('Carregando dados', {}, WAIT)).toBeInTheDocument();
    release({ result: { desc_equipamento: 'Betoneira 0021' } });
    expect(await screen.findByText('Betoneira 0021', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Carregando dados')).not.toBeInTheDocument(), WAIT);
  });
});
