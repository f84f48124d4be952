/**
 * A filter locked by a call (1369: a fleet manager sees only his own vehicles) settles on the locked value: the form's
 * auto-apply, holding values from before the lock, must not undo it (they fought in a loop, rewriting the URL and
 * redrawing the screen many times a second, and asking for the vehicles again and again).
 */
import { afterEach, expect, test } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setApiTransport } from '../../api/client.ts';
import type { ScreenDefinition } from '../definition/screen-definition.ts';
import definition from '../../../screens/frota/1369-consulta-posicao-veiculos.ts';
import { renderScreen } from './renderScreen.tsx';

afterEach(() => setApiTransport(null));
const WAIT = { timeout: 20_000 };

test("a locked filter settles: the vehicles are asked for the manager's code and then no more", async () => {
  const view = renderScreen(definition as ScreenDefinition, (req) => {
    if (req.path.endsWith('/logistica/usuarios')) return { response: [{ codigo: 7, nome: 'DIEGO', gestor_frota: 'S' }] };
    if (req.path.endsWith('/logistica/gestor_frota')) return { response: [{ codigo: 7, nome: 'DIEGO' }, { codigo: 8, nome: 'ELIS' }] };
    return { response: [] };
  });
  const vehicles = () => view.requests.filter((r) => r.path.includes('/logistica/veiculos/'));
  await waitFor(() => expect(vehicles().some((r) => r.path.endsWith('/veiculos/7'))).toBe(true), WAIT);
  // longer than the form's auto-apply delay and SWR's deduping interval: a loop would ask again in that time
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const settled = vehicles().length;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(vehicles().length).toBe(settled);
  expect(vehicles().at(-1)!.path).toMatch(/\/veiculos\/7$/);
}, 30_000);
