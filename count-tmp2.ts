import { openBrowser } from './tests/e2e/support/chromium.ts';
import { startServer } from './tests/e2e/support/server.ts';
const server = await startServer({ secret: 'x', label: 'tmp-preload' });
const browser = await openBrowser();
try {
  const login = await (await fetch(`${server.baseURL}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ana@mirante.demo', senha: 'mirante123' }) })).json() as any;
  const companies = await (await fetch(`${server.baseURL}/api/empresas`, { headers: { authorization: `Bearer ${login.token}` } })).json() as any;
  const list = Array.isArray(companies) ? companies : companies.response;
  for (let run = 0; run < 1; run++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    await page.addInitScript(`(() => {
      const s = ${JSON.stringify({ token: login.token, user: login.user, company: list[0], companies: list })};
      sessionStorage.setItem('mirante.token', s.token);
      sessionStorage.setItem('mirante.company', JSON.stringify(s.company));
      localStorage.setItem('mirante.user', JSON.stringify(s.user));
      localStorage.setItem('mirante.company', JSON.stringify(s.company));
      localStorage.setItem('mirante.empresas', JSON.stringify(s.companies));
      window.__appends = [];
      const orig = Node.prototype.appendChild;
      Node.prototype.appendChild = function (c) {
        const t0 = performance.now();
        const r = orig.call(this, c);
        if (c && c.tagName === 'LINK') window.__appends.push([c.rel, c.href.split('/').pop(), +(performance.now() - t0).toFixed(2)]);
        return r;
      };
    })()`);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.baseURL}/dashboard_financeiro`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const styles = await page.evaluate(`[...document.querySelectorAll('style')].map(s => [s.getAttribute('data-rc-order') ?? '', s.getAttribute('data-css-hash') ?? s.getAttribute('data-token-hash') ?? '', s.textContent.length, s.textContent.slice(0, 90)])`) as any[];
    if (run === 0) { console.log('styles', styles.length, styles.reduce((a: number, s: any) => a + s[2], 0)); for (const s of styles) console.log('   ', s.join(' | ')); }
    const micro = await page.evaluate(`(() => {
      const out = [];
      const hrefs = [...document.querySelectorAll('link[rel=modulepreload]')].map(l => l.href);
      for (const [label, make] of [['new url', i => '/assets/nothing-' + i + '.js'], ['loaded url', i => hrefs[i % hrefs.length]], ['prefetch new', i => '/assets/other-' + i + '.js']]) {
        const t0 = performance.now();
        for (let i = 0; i < 10; i++) { const l = document.createElement('link'); l.rel = label.startsWith('prefetch') ? 'prefetch' : 'modulepreload'; l.href = make(i); document.head.appendChild(l); }
        out.push(label + ': ' + (performance.now() - t0).toFixed(1) + ' ms / 10');
      }
      return out;
    })()`);
    console.log(micro);
    const appends = await page.evaluate('window.__appends') as [string, string, number][];
    const total = appends.reduce((s, a) => s + a[2], 0);
    console.log(`run ${run}: ${appends.length} links, ${total.toFixed(1)} ms`);
    if (run === 0) for (const a of appends) console.log('  ', a.join(' '));
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
