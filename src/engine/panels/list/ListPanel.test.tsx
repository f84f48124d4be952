import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../tests/renderScreen.tsx';
import { examples } from './examples.ts';

const [grupos] = examples;
const WAIT = { timeout: 15_000 };
const items = () => [...document.querySelectorAll<HTMLElement>('[data-item]')];

describe('list (01.76.1397 groups)', () => {
  it('shows count and % of the total per group, searches, and a click selects the group and runs its action', async () => {
    renderScreen(grupos.definition, (req) => grupos.answers[`GET ${req.path}`]);
    await waitFor(() => expect(items().length).toBe(4), WAIT);
    const andaimes = items()[0];
    expect(andaimes.querySelector('[data-percent]')!.textContent).toBe('55,75%');
    expect(andaimes.querySelector('[data-count]')!.textContent).toContain('160');
    fireEvent.change(screen.getByPlaceholderText('Pesquisar por grupo...'), { target: { value: 'escoras metalicas' } });
    await waitFor(() => expect(items().map((i) => i.dataset.item)).toEqual(['ESCORAS METÁLICAS']), WAIT);
    fireEvent.change(screen.getByPlaceholderText('Pesquisar por grupo...'), { target: { value: '' } });
    await waitFor(() => expect(items().length).toBe(4), WAIT);
    fireEvent.click(items()[0]);
    expect(items()[0].getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.querySelector('.ant-drawer-title')?.textContent).toBe('Equipamentos do grupo ANDAIMES'), WAIT);
  });
});
