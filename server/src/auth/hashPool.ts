import { Worker } from 'node:worker_threads';

/**
 * Password hashing on its own threads. Node's async `crypto.scrypt` runs on libuv's shared pool
 * (4 threads), the same threads that run the database driver's work: 32 parallel wrong logins made a
 * 31 ms report take 7–8 s. Here each hash runs with `scryptSync` inside a dedicated worker thread,
 * one hash per worker at a time, so a login flood queues behind these workers and nothing else.
 * The queue is bounded: past `maxQueue` waiting hashes, `run` refuses at once (HashPoolBusyError).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

export class HashPoolBusyError extends Error {
  constructor() {
    super('hash pool queue full');
    this.name = 'HashPoolBusyError';
  }
}

interface Job {
  password: string;
  salt: Buffer;
  keyLength: number;
  params: ScryptParams;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

// Plain CommonJS evaluated in the worker: no loader (tsx, vitest) needs to know about a worker file.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
// On Linux a nice value belongs to the thread that sets it: only this hashing thread yields the
// cores to the reports when both want them (a flood then slows sign-ins, not screens).
try { require('node:os').setPriority(0, 10); } catch {}
parentPort.on('message', ({ password, salt, keyLength, params }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, params);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

export interface HashPool {
  scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer>;
  /** Hashes running or waiting (for tests and the benchmark). */
  pending(): number;
  close(): Promise<void>;
}

export function createHashPool({ workers = 1, maxQueue = 64 }: { workers?: number; maxQueue?: number } = {}): HashPool {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  let closed = false;

  const spawn = () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref(); // an idle pool never keeps the process alive
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (job) {
        if (answer.key) job.resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
        else job.reject(new Error(answer.error ?? 'scrypt falhou'));
      }
      idle.push(worker);
      next();
    });
    worker.on('error', (error) => {
      // A crashed worker fails its job and is replaced, so the pool keeps its size.
      busy.get(worker)?.reject(error);
      busy.delete(worker);
      const i = idle.indexOf(worker);
      if (i >= 0) idle.splice(i, 1);
      if (!closed) {
        idle.push(spawn());
        next();
      }
    });
    return worker;
  };

  const next = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      busy.set(worker, job);
      worker.postMessage({ password: job.password, salt: job.salt, keyLength: job.keyLength, params: job.params });
    }
  };

  for (let i = 0; i < Math.max(1, workers); i++) idle.push(spawn());

  return {
    scrypt(password, salt, keyLength, params) {
      if (closed) return Promise.reject(new Error('hash pool closed'));
      if (queue.length >= maxQueue) return Promise.reject(new HashPoolBusyError());
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ password, salt, keyLength, params, resolve, reject });
        next();
      });
    },
    pending: () => queue.length + busy.size,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('hash pool closed'));
      await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()));
    },
  };
}
