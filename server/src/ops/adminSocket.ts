import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DuckDatabase } from '../db/database.ts';
import { backupDuckDb, OperationError } from './backup.ts';

/**
 * How `npm run admin -- backup` reaches a running server (DuckDB allows one process per database file, so the CLI
 * cannot open it): a Unix socket in the data folder, `admin.sock`. Only the folder's owner can reach it (the
 * folder is 0700, the socket 0600): the same people who could copy the files, and nobody over the network. It
 * answers one thing, POST /copia `{ "arquivo": "/abs/path" }` → `{ arquivo, bytes }` (400 `{ errors }` when
 * refused), the backup being made by the server itself (ops/backup.ts).
 */
export const ADMIN_SOCKET = 'admin.sock';
/** Linux's limit for a socket path (108 bytes with the final NUL), with some room. */
const MAX_SOCKET_PATH = 100;

const json = (status: number, body: unknown) => ({ status, text: JSON.stringify(body) });

/** Listens on `<dataDir>/admin.sock` until the app closes. The caller holds the data folder's lock. */
export async function serveAdminSocket(app: FastifyInstance, db: DuckDatabase, dataDir: string, databasePath: string): Promise<void> {
  const path = join(dataDir, ADMIN_SOCKET);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    console.warn(`Caminho longo demais para o soquete de administração (${path}): a cópia com o servidor no ar fica indisponível; use uma DATA_DIR mais curta.`);
    return;
  }
  rmSync(path, { force: true }); // left by a process that died: the folder's lock is ours
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 8192) req.destroy();
    });
    req.on('end', async () => {
      let answer: { status: number; text: string };
      try {
        if (req.method !== 'POST' || req.url !== '/copia') answer = json(404, { errors: [{ message: 'Operação desconhecida.' }] });
        else {
          const arquivo = (JSON.parse(body) as { arquivo?: unknown }).arquivo;
          if (typeof arquivo !== 'string' || !arquivo.startsWith('/')) throw new OperationError('Informe o caminho absoluto do arquivo da cópia.');
          answer = json(200, await backupDuckDb(db, databasePath, arquivo));
        }
      } catch (error) {
        if (!(error instanceof OperationError)) console.error('Falha na cópia de segurança:', error);
        answer = json(error instanceof OperationError ? 400 : 500, { errors: [{ message: error instanceof OperationError ? error.message : `Falha na cópia: ${(error as Error).message}` }] });
      }
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(answer.text);
    });
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(path, () => ready());
  });
  chmodSync(path, 0o600);
  // before the checkpoint and the database's close (ops/gracefulStop.ts): a backup in progress ends first
  app.addHook('onClose', () => new Promise<void>((done) => server.close(() => done())));
}

/** The CLI's side: asks the server holding `dataDir` for a backup into `file` (absolute). */
export function requestBackup(dataDir: string, file: string): Promise<{ arquivo: string; bytes: number }> {
  return new Promise((done, fail) => {
    const req = request({ socketPath: join(dataDir, ADMIN_SOCKET), method: 'POST', path: '/copia', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          const body = JSON.parse(text);
          if (res.statusCode === 200) done(body);
          else fail(new OperationError(body.errors?.[0]?.message ?? `Falha na cópia (status ${res.statusCode}).`));
        } catch (error) {
          fail(error);
        }
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      fail(new OperationError(`O servidor que ocupa ${dataDir} não atendeu o pedido de cópia (${error.code ?? error.message}). Ele foi iniciado por esta versão do Mirante?`)));
    req.end(JSON.stringify({ arquivo: file }));
  });
}
