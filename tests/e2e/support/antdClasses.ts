import type { Page } from 'playwright-core';
import { allAntdPrefixes, classOwnedBy, usedAntdPrefixes } from '../../../scripts/antd-css.ts';

const root = new URL('../../..', import.meta.url).pathname;
const all = allAntdPrefixes(root);
const used = usedAntdPrefixes(root);

/**
 * antd classes on the page of components whose styles the build left out (scripts/antd-css.ts trims antd's
 * stylesheet to the components the portal's sources import): a component rendered by a way the trimming does not
 * see would show unstyled. Classes no antd component names (motions, tokens) are not components: skipped.
 */
export async function antdClassesWithoutStyles(page: Page): Promise<string[]> {
  const classes = await page.evaluate(() => [...new Set([...document.querySelectorAll('[class*="ant-"]')].flatMap((e) => [...e.classList]))]);
  return classes
    .filter((c) => c.startsWith('ant-'))
    .map((c) => c.slice(4))
    .filter((c) => classOwnedBy(c, all) && !classOwnedBy(c, used))
    .map((c) => `ant-${c}`);
}
