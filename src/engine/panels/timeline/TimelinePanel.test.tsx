import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../tests/renderScreen.tsx';
import { examples } from './examples.ts';
import { examples as equipamento } from '../descriptions/examples.ts';

const WAIT = { timeout: 15_000 };
const events = () => [...document.querySelectorAll<HTMLElement>('[data-event]')];

describe('timeline and descriptions', () => {
  it("tracking 'Ocorrências': newest first, date dd/MM/yyyy and time; the invoice data in a collapsible block", async () => {
    const [ocorrencias] = examples;
    renderScreen(ocorrencias.definition, (req) => ocorrencias.answers[`GET ${req.path}`]);
    await waitFor(() => expect(events().length).toBe(4), WAIT);
    expect(events().map((e) => e.querySelector('strong')?.textContent)).toEqual([
      'Saiu para entrega',
      'Em trânsito - Centro de distribuição Campinas/SP',
      'Mercadoria coletada no remetente',
      'Nota fiscal emitida',
    ]);
    expect(within(events()[0]).getByText('21/11/2026 07:30')).toBeInTheDocument();
    expect(await screen.findByText('SUPERMERCADO BOA COMPRA LTDA', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('R$ 48.750,90')).toBeInTheDocument();
    // collapsible (open at start): a click on its title closes it
    const header = screen.getByText('Dados da nota');
    fireEvent.click(header);
    await waitFor(() => expect(document.querySelector('.ant-collapse-item-active')).toBeNull(), WAIT);
  });

  it('1398: contract, customer and site only when present; movements newest first with their lines', async () => {
    const [detalhe] = equipamento;
    renderScreen(detalhe.definition, (req) => detalhe.answers[`GET ${req.path}`]);
    await waitFor(() => expect(events().length).toBe(3), WAIT);
    const labels = [...document.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent);
    expect(labels).toEqual(['Equipamento', 'Lacre', 'Situação', 'Contrato', 'Remessa', 'Cliente', 'Obra']);
    expect(events().map((e) => e.querySelector('strong')?.textContent)).toEqual(['Locado', 'Estoque', 'Manutenção']);
    expect(within(events()[0]).getByText('CONSTRUTORA HORIZONTE LTDA')).toBeInTheDocument();
    expect(within(events()[1]).queryByText(/Cliente/)).toBeNull();
    expect(within(events()[1]).getByText('Entrada após revisão')).toBeInTheDocument();
    expect(within(events()[1]).getByText('02/09/2026 10:15')).toBeInTheDocument();
  });
});
