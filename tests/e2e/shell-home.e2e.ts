import { afterAll, describe, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { newPage, signIn } from './support/browser.ts';
import { useBrowser } from './support/screenPage.ts';
import { exclusive } from './support/exclusive.ts';

// Home status check (spec 1 §4, §8): company 4's data source (tcp://127.0.0.1:6543) is down.
// the port stays open until the afterAll below: shell-errors, which needs company 4 down, waits for the lock
exclusive('company-4-source');
const browser = useBrowser();
let tcp: Server | undefined;
afterAll(async () => {
  await new Promise<void>((r) => (tcp ? tcp.close(() => r()) : r()));
});

const FAILED = 'Não foi possível se conectar com a base de dados do cliente.';

describe('shell: home', () => {
  it('shows the failure for a company whose database is down, and Reconectar recovers', async () => {
    const page = await newPage(browser);
    await signIn(page, 'bruno@mirante.demo');
    const dialog = page.getByRole('dialog', { name: 'Empresas' });
    await dialog.getByText('Serra Azul Distribuidora').click();
    await page.getByText(FAILED).waitFor();

    tcp = createServer((socket) => socket.end());
    await new Promise<void>((resolve, reject) => {
      tcp!.once('error', reject);
      tcp!.listen(6543, '127.0.0.1', () => resolve());
    });
    await page.getByRole('button', { name: 'Reconectar' }).click();
    await page.getByText(FAILED).waitFor({ state: 'detached' });
    await page.getByText('Mirante — estatísticas gerenciais da sua empresa').waitFor();
    await page.context().close();
  });
});
