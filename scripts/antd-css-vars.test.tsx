import { render, screen } from '@testing-library/react';
import { Avatar, Button, ConfigProvider, Form, Input, Layout, Table, Tooltip, Typography } from 'antd';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdCssVarStyles } from './antd-css-vars.ts';
import { PORTAL_ANTD_THEME } from '../src/theme/antdTheme.ts';

const root = join(import.meta.dirname, '..');

/** antd's CSS-variable styles in <head>: each one's key and text (its other styles, icons' and keyframes', aside). */
const headStyles = () =>
  [...document.head.querySelectorAll('style[data-css-hash]')]
    .filter((s) => s.textContent!.startsWith('.css-var-'))
    .map((s) => `${s.getAttribute('data-css-hash')} ${s.textContent}`);

describe("antd's CSS variables written into index.html by the build", () => {
  it('are the elements antd inserts for the theme and the components: with them in <head>, rendering adds nothing', () => {
    const built = antdCssVarStyles(root);
    for (const { attrs, css } of built) {
      const style = document.createElement('style');
      for (const [name, value] of Object.entries(attrs)) style.setAttribute(name, value);
      style.textContent = css;
      document.head.appendChild(style);
    }
    const before = headStyles();
    expect(before).toHaveLength(built.length);
    expect(built[0]!.css).toMatch(/^\.css-var-mirante\{.*--ant-color-primary:#0958d9;/s);

    render(
      <ConfigProvider theme={{ ...PORTAL_ANTD_THEME, zeroRuntime: true }}>
        <Layout>
          <Typography.Title level={2}>Título</Typography.Title>
          <Form>
            <Input aria-label="Campo" />
          </Form>
          <Tooltip title="Dica">
            <Button>Botão</Button>
          </Tooltip>
          <Table rowKey="a" columns={[{ title: 'A', dataIndex: 'a' }]} dataSource={[{ a: 1 }]} />
          {/* not a component the portal imports: antd inserts its variables, so the check above can see an insertion */}
          <Avatar>A</Avatar>
        </Layout>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Botão' })).toBeInTheDocument();

    const after = headStyles();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([expect.stringContaining('.css-var-mirante.ant-avatar-css-var{')]);
  });
});
