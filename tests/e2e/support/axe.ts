import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the real page, for every screen's browser test: `await expectAccessible(page, 'label')`
 * after the screen (or its open modal) has rendered. The source is evaluated through the DevTools
 * protocol (page.evaluate), which the portal's CSP (`script-src 'self'`) does not apply to, so the
 * page under test keeps its real policy.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a screen: the WCAG problems that stop or seriously hinder a user. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** Up to five offending elements (CSS selectors), enough to find the culprit. */
  targets: string[];
}

/**
 * Waits (up to 5 s) until no CSS transition or animation runs: a modal fading in or a button leaving its
 * disabled state is drawn half-transparent for a moment, and axe would measure that moment's contrast.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined);
}

/** Runs axe (WCAG 2.0/2.1 A and AA rules) on the whole document; returns the serious and critical findings. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await settleAnimations(page);
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, count: v.nodes.length, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => BLOCKING.has(v.impact)).flatMap((v) => Array.from({ length: v.count }, () => ({ id: v.id, impact: v.impact, help: v.help, targets: v.targets })));
}

/** Fails with a readable list (rule, help, elements) when axe finds any serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const findings = await axeFindings(page);
  if (findings.length === 0) return;
  const byRule = new Map<string, AxeFinding & { count: number }>();
  for (const f of findings) {
    const seen = byRule.get(f.id);
    if (seen) seen.count += 1;
    else byRule.set(f.id, { ...f, count: 1 });
  }
  const lines = [...byRule.values()].map((f) => `- ${f.id} (${f.impact}, ${f.count}x): ${f.help}\n    ${f.targets.join('\n    ')}`);
  throw new Error(`axe: ${findings.length} violações sérias/críticas em ${label}:\n${lines.join('\n')}`);
}
