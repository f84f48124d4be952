import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { definitionFiles, root } from '../support/definitionFiles.ts';

/**
 * Definitions are data (issue 37 item 4): what a screen says survives JSON whole, so a tool, the published schema
 * or another language can read it, and no file under screens/ (fragments included) computes a definition.
 */

describe('every definition round-trips through JSON without losing anything', () => {
  test.each(definitionFiles())('%s', async (file) => {
    const definition = ((await import(join(root, file))) as { default: unknown }).default;
    // toStrictEqual: a function, an undefined value, a Date or a class instance would not come back equal
    expect(JSON.parse(JSON.stringify(definition))).toStrictEqual(definition);
  });
});

/** The code of a file without its comments and string texts, where a function would show. */
const codeOf = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");

/** Arrow functions, function declarations and the array methods that compute a list from another. */
const COMPUTES = /=>|\bfunction\b|\.(map|flatMap|filter|reduce|forEach)\(|\bObject\.(fromEntries|entries|assign)\(/;

describe('no file under screens/ holds a function (fragments are named plain objects)', () => {
  const files = (readdirSync(join(root, 'screens'), { recursive: true }) as string[])
    .map((f) => `screens/${f.split(sep).join('/')}`)
    .filter((f) => f.endsWith('.ts'));
  test('screens/_shared is among the files read', () => expect(files).toContain('screens/_shared/pcp.ts'));
  test.each(files)('%s', (file) => {
    const lines = codeOf(readFileSync(join(root, file), 'utf8')).split('\n');
    expect(lines.flatMap((line, i) => (COMPUTES.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []))).toEqual([]);
  });
  test('the check sees a factory', () => {
    expect(COMPUTES.test(codeOf("const grupo = (id: 1) => ({ type: 'drill' }); // a => b"))).toBe(true);
    expect(COMPUTES.test(codeOf("const X = { text: 'a => b' }; // map((c) => c)"))).toBe(false);
  });
});
