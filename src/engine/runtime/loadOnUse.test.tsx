/**
 * Code loaded on demand after a failed download: the next instance drawn downloads again and draws (React.lazy alone keeps the failure: every later table of the session
 * showed 'Erro ao exibir o painel table' until a reload).
 */
import { Component, createElement, Suspense, type ReactNode } from 'react';
import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadOnUse, loadsSettled } from './loadOnUse.ts';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p>falhou: {this.state.error}</p> : this.props.children;
  }
}

function Hello({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

test('a download that failed is asked for again by the next instance, which draws', async () => {
  let attempts = 0;
  const Lazy = loadOnUse<{ name: string }>(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('sem rede');
    return Hello;
  });
  const draw = (name: string) =>
    render(
      <Boundary>
        <Suspense fallback={<p>carregando</p>}>{createElement(Lazy, { name })}</Suspense>
      </Boundary>,
    );

  // The waiting instance shows the error, or draws if React's own retry of a failed render already asked again.
  const first = draw('primeiro');
  await screen.findByText(/falhou: sem rede|Olá, primeiro/);
  first.unmount();

  draw('segundo');
  expect(await screen.findByText('Olá, segundo')).toBeInTheDocument();
  expect(attempts).toBe(2);
});

test('asked for ahead, it draws at once without suspending, and downloads once', async () => {
  let attempts = 0;
  const Lazy = loadOnUse<{ name: string }>(async () => {
    attempts += 1;
    return Hello;
  });
  await Promise.all([Lazy.preload(), Lazy.preload()]);
  render(<Suspense fallback={<p>carregando</p>}>{createElement(Lazy, { name: 'já' })}</Suspense>);
  expect(screen.getByText('Olá, já')).toBeInTheDocument();
  expect(attempts).toBe(1);
});

test('loadsSettled waits for every download in flight, a failed one included', async () => {
  const gates: Array<(ok: boolean) => void> = [];
  const pending = () => new Promise<typeof Hello>((resolve, reject) => gates.push((ok) => (ok ? resolve(Hello) : reject(new Error('sem rede')))));
  const First = loadOnUse(pending);
  const Second = loadOnUse(pending);
  const first = First.preload();
  const second = Second.preload().catch(() => 'falhou');
  let settled = false;
  const waiting = loadsSettled().then(() => (settled = true));
  gates[0](true);
  await first;
  await Promise.resolve();
  expect(settled).toBe(false); // the second is still downloading
  gates[1](false);
  expect(await second).toBe('falhou');
  await waiting;
  expect(settled).toBe(true);
});
