import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/**
 * The portal and Storybook show notices only through antd's App (`App.useApp()`, src/engine/messages/notices.ts):
 * antd's static `message`, `notification` and `Modal.confirm`/`info`/… render in a root of their own, outside the
 * theme and 'reduce motion', and keep their state in antd's module, which the dom tests share between files
 * (vitest.config.ts: a notice shown by one file would stay drawn in the next one's document).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const STATIC_IMPORT = /import\s*\{[^}]*\b(message|notification)\b[^}]*\}\s*from\s*'antd'/;
const STATIC_CALL = /\bModal\.(confirm|info|success|error|warning|destroyAll)\(/;

export function staticNotices(source: string): string[] {
  return [STATIC_IMPORT, STATIC_CALL].flatMap((pattern) => source.match(pattern)?.[0] ?? []);
}

test("no source uses antd's static message, notification or Modal.confirm", () => {
  const files = ['src', '.storybook', 'screens'].flatMap((dir) =>
    readdirSync(`${root}/${dir}`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`),
  );
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) => staticNotices(readFileSync(`${root}/${file}`, 'utf8')).map((use) => `${file}: ${use}`));
  expect(found).toEqual([]);
});

test('the check finds a static import and a static confirmation', () => {
  expect(staticNotices("import { Button, message } from 'antd';")).toHaveLength(1);
  expect(staticNotices("import { notification } from 'antd';\nModal.confirm({ title: 'x' });")).toHaveLength(2);
  expect(staticNotices("import { App } from 'antd';\nconst { message } = App.useApp();\nmodal.confirm({});")).toEqual([]);
});
