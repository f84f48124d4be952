import { readFileSync } from 'node:fs';
import postcss from 'postcss';
const css = readFileSync('dist/assets/PrivateGate-CKzp5r57.css', 'utf8');
const root = postcss.parse(css);
const sizes = new Map<string, number>();
let total = 0;
root.walkRules((rule) => {
  if (rule.parent && rule.parent.type === 'rule') return;
  const len = rule.toString().length;
  const m = rule.selector.match(/\.ant-([a-z]+(?:-[a-z]+)?)/);
  const key = m ? m[1] : (rule.selector.startsWith(':root') || rule.selector.includes('css-var') ? 'vars' : 'other:' + rule.selector.slice(0, 20));
  sizes.set(key, (sizes.get(key) ?? 0) + len);
  total += len;
});
const sorted = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 45);
console.log('total', total);
for (const [k, v] of sorted) console.log(k.padEnd(30), (v / 1024).toFixed(1));
