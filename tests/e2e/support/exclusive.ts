import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

// The e2e files run in two workers at once. A file that changes something outside its server and its browser
// contexts takes a named lock for its whole run, and files naming the same lock never overlap: shell-home opens
// the TCP port of company 4's data source (127.0.0.1:6543), which shell-errors needs closed. The lock is a folder
// (mkdir is atomic across processes) inside the run's own lock folder (globalSetup.ts), so a run that crashed
// leaves nothing behind that would block the next one.

/** Registers a beforeAll that waits for the lock `name` and an afterAll that releases it. Call it first in the file. */
export function exclusive(name: string): void {
  const dir = join(inject('lockDir'), name);
  let held = false;
  beforeAll(async () => {
    for (;;) {
      try {
        mkdirSync(dir);
        held = true;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      // the holder is another worker's file: polled, it may take a minute
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  afterAll(() => {
    if (held) rmSync(dir, { recursive: true, force: true });
    held = false;
  });
}
