/**
 * Where the Storybook preview's main thread goes over N screen stories (storybook-static, built first): opens the
 * first story, then moves from story to story as stories.e2e.ts does (the preview channel's 'setCurrentStory'), with
 * V8's sampling profiler on; prints the busy time by script and the functions with the most self time.
 *   NODE_ENV=production npx storybook build -o storybook-static --quiet && npx tsx bench/story-profile.ts [40]
 * Found Storybook's highlight feature reading every element's style on each DOM change (docs/performance.md, "Test
 * command", fourteenth round). Asserts nothing.
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync, readFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { chromium } from 'playwright-core';
import { HEADLESS_SHELL_PATH } from '../tests/e2e/support/chromium.ts';
const dir = new URL('../storybook-static', import.meta.url).pathname;
const T: Record<string,string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const srv = createServer((req, res) => { const p = new URL(req.url!, 'http://x').pathname; const f = join(dir, p === '/' ? 'index.html' : p); if (!existsSync(f) || !statSync(f).isFile()) { res.writeHead(404).end(); return; } res.writeHead(200, { 'content-type': T[extname(f)] ?? 'application/octet-stream' }); createReadStream(f).pipe(res); });
await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${(srv.address() as any).port}`;
const idx = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const ids = Object.values(idx.entries).filter((e: any) => e.type === 'story' && e.title.startsWith('Telas/')).map((e: any) => e.id as string).slice(0, Number(process.argv[2] ?? 40));
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
await page.goto(`${base}/iframe.html?id=${ids[0]}&viewMode=story`);
await page.waitForTimeout(3000);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await cdp.send('Profiler.start');
const t0 = Date.now();
for (const id of ids.slice(1)) {
  await page.evaluate(`new Promise((resolve) => { const ch = window.__STORYBOOK_ADDONS_CHANNEL__; const h = (a) => { if (a === ${JSON.stringify(id)}) { ch.off('storyRendered', h); resolve(); } }; ch.on('storyRendered', h); ch.on('storyErrored', () => resolve()); ch.emit('setCurrentStory', { storyId: ${JSON.stringify(id)}, viewMode: 'story' }); })`);
  await page.waitForTimeout(400);
}
const { profile } = await cdp.send('Profiler.stop');
console.log('stories', ids.length - 1, 'wall', Date.now() - t0, 'ms');
const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
profile.samples!.forEach((s: number, i: number) => self.set(s, (self.get(s) ?? 0) + (profile.timeDeltas![i] ?? 0)));
const byFn = new Map<string, number>(); const byFile = new Map<string, number>();
let total = 0;
for (const [id, us] of self) { const n: any = nodes.get(id); const f = n.callFrame; const file = (f.url || '(native)').split('/').pop(); const key = `${f.functionName || "(anon)"} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`; byFn.set(key, (byFn.get(key) ?? 0) + us); byFile.set(file, (byFile.get(file) ?? 0) + us); total += us; }
const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms  ${n}`).join('\n');
console.log('total sampled', (total / 1000).toFixed(0), 'ms');
console.log(top(byFile, 15)); console.log('---'); console.log(top(byFn, 40));
await browser.close(); srv.close();
