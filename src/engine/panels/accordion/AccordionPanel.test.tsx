import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../tests/renderScreen.tsx';
import { examples } from './examples.ts';
import { examples as gallery } from '../gallery/examples.ts';

const WAIT = { timeout: 15_000 };
const item = (name: string) => document.querySelector<HTMLElement>(`[data-accordion-item="${name}"]`)!.closest<HTMLElement>('.ant-collapse-item')!;

describe('accordion (1494) and gallery (1495)', () => {
  it('an item fetches its documents only when opened; a CT-e expands to its NF-es; the proof button is disabled when its delivery has none of that type delivered (itemFields)', async () => {
    const [entregas] = examples;
    const view = renderScreen(entregas.definition, (req) => entregas.answers[`GET ${req.path}`]);
    await screen.findByText('Supermercado Bom Preço', {}, WAIT);
    // colour from common/comprovacao.ts: CT-e delivery all proved, NF-e delivery none
    expect(within(item('Supermercado Bom Preço')).getByText('Comprovado').closest('.ant-tag')!.className).toMatch(/green/);
    expect(within(item('Atacadão Litoral')).getByText('Nenhum documento comprovado').closest('.ant-tag')!.className).toMatch(/red/);
    expect(view.requests.some((r) => r.path.includes('/documentos'))).toBe(false);

    fireEvent.click(within(item('Supermercado Bom Preço')).getByRole('button', { expanded: false }));
    const cte = await within(item('Supermercado Bom Preço')).findByText('42213', {}, WAIT);
    expect(view.requests.filter((r) => r.path.includes('/documentos')).map((r) => r.path)).toEqual(['/v2/logistica/monitoramento-de-cargas/1/monit/4/entregas/1706/documentos']);
    // the NF-e list is empty for a CT-e delivery: its table is left out
    expect(within(item('Supermercado Bom Preço')).queryByText('NF-e', { selector: 'h5' })).toBeNull();
    const row = cte.closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Comprovantes' })).toBeEnabled();
    fireEvent.click(within(row).getByRole('button', { name: /expandir|expand/i }));
    await within(item('Supermercado Bom Preço')).findByText('9002', {}, WAIT);
    expect(within(item('Supermercado Bom Preço')).getByText('EM_ANALISE').closest('.ant-tag')!.className).toMatch(/blue/);

    fireEvent.click(within(item('Atacadão Litoral')).getByRole('button', { expanded: false }));
    const nfe = await within(item('Atacadão Litoral')).findByText('9100', {}, WAIT);
    expect(within(nfe.closest('tr')!).getByRole('button', { name: 'Comprovantes' })).toBeDisabled();
  });

  it("a document's proofs: photos fetched through the API client (a click enlarges), labels, 'Nenhuma mídia anexada'; no proof → emptyText", async () => {
    const [comprovantes] = gallery;
    renderScreen(comprovantes.definition, (req) => comprovantes.answers[`GET ${req.path}`]);
    await screen.findByText('Avarias parciais', {}, WAIT);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /comprovante_nfe_50[12]\.jpg/ })).toHaveLength(2), WAIT);
    expect(screen.getByRole('img', { name: 'comprovante_nfe_501.jpg' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(screen.getByText('Nenhuma mídia anexada')).toBeInTheDocument();
    expect(screen.getByText('Sem avarias').closest('.ant-tag')!.className).toMatch(/green/);
    expect(screen.getByText('Caixa amassada na lateral')).toBeInTheDocument();
    expect(screen.getByText('18/11/2026 14:32')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('img', { name: 'comprovante_nfe_501.jpg' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull(), WAIT);

    const empty = { ...comprovantes.definition, panels: comprovantes.definition.panels };
    const view = renderScreen(empty, () => ({ results: { proofs: [] } }));
    await within(view.container).findByText('Nenhum anexo registrado', {}, WAIT);
  });
});
