import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, the browser users run: the benches measure it (scripts/ensure-chromium.sh installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium build (package chromium-headless-shell): the same Blink and V8 without
 * the full browser's layers, which is what Playwright itself runs headless tests in. The e2e tests drive it: on an
 * idle 2-core machine the whole e2e phase took ≈ 860 s against 976–1,036 s in the full browser, a sign-in and 1325
 * 3.1–3.5 s against 4.0–4.8 s (docs/performance.md, "Test command", seventh round). It has no PDF viewer: a PDF opened
 * in a window is downloaded, so a file that checks one asks for the full browser (screenPage's `pdfViewer`).
 * Where it is not installed, the full browser stands in.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** 'shell' for tests, 'full' for what must behave as users' Chromium does (a PDF viewer, a benchmark's figures). */
export type BrowserKind = 'shell' | 'full';

/** Headless Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export function openBrowser(kind: BrowserKind = 'full'): Promise<Browser> {
  const shell = kind === 'shell' && existsSync(HEADLESS_SHELL_PATH);
  return chromium.launch({
    executablePath: shell ? HEADLESS_SHELL_PATH : CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}
