import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allAntdPrefixes, classOwnedBy, trimAntdCss, usedAntdComponents, usedAntdPrefixes } from './antd-css.ts';

const root = join(import.meta.dirname, '..');

describe('antd stylesheet trimmed to the components the portal renders', () => {
  const used = usedAntdPrefixes(root);

  it('finds the prefixes of the components the portal imports and of those they render inside', () => {
    // imported by the portal: Button, DatePicker, Drawer, Menu, Modal, Select; inside them: the picker's dropdown
    // panel is the picker's own prefix, Table renders pagination and checkboxes, Select renders empty states
    for (const p of ['btn', 'picker', 'drawer', 'menu', 'modal', 'select', 'table', 'pagination', 'checkbox', 'empty', 'notification', 'message']) {
      expect(used, p).toContain(p);
    }
    for (const p of ['upload', 'cascader', 'transfer', 'tour', 'carousel', 'mentions', 'qrcode', 'rate', 'color-picker']) expect(used, p).not.toContain(p);
    const all = allAntdPrefixes(root);
    expect([...used].filter((p) => !all.has(p))).toEqual([]);
  });

  it('names the components the portal can render: those it imports and those they render inside', () => {
    const components = usedAntdComponents(root);
    for (const name of ['Button', 'Table', 'Pagination', 'Checkbox', 'Empty', 'Layout', 'Tooltip']) expect(components, name).toContain(name);
    // Avatar is scripts/antd-css-vars.test.tsx's control: a component the portal does not render
    for (const name of ['Avatar', 'Rate', 'Upload', 'Tour']) expect(components, name).not.toContain(name);
  });

  it('keeps the selectors whose antd classes all belong to kept components, and what is not a component', () => {
    const css = [
      '.ant-btn{color:red}',
      '.ant-upload{color:blue}',
      '.ant-form-item .ant-upload,.ant-form-item .ant-btn{margin:0}',
      '@media (max-width:575px){.ant-upload-list{display:none}.ant-btn-lg{padding:0}}',
      '@media print{.ant-upload{display:none}}',
      '@keyframes antZoomIn{0%{opacity:0}}',
      '.ant-zoom-big-enter{animation-name:antZoomIn}',
      ':root{--ant-color-primary:#123}',
      'a{color:var(--ant-color-link)}',
    ].join('');
    const out = trimAntdCss(css, new Set(['btn', 'form']));
    expect(out).toContain('.ant-btn{color:red}');
    expect(out).not.toContain('upload');
    expect(out).toContain('.ant-form-item .ant-btn{margin:0}');
    expect(out).toContain('@media (max-width:575px){.ant-btn-lg{padding:0}}');
    expect(out).not.toContain('@media print');
    expect(out).toContain('@keyframes antZoomIn');
    expect(out).toContain('.ant-zoom-big-enter');
    expect(out).toContain(':root{--ant-color-primary:#123}');
    expect(out).toContain('a{color:var(--ant-color-link)}');
  });

  it("on antd's stylesheet: the used components' rules stay, the others go", () => {
    const full = readFileSync(join(root, 'node_modules/antd/dist/antd.css'), 'utf8');
    const out = trimAntdCss(full, used);
    expect(out.length).toBeLessThan(full.length * 0.9);
    for (const selector of ['.ant-btn{', '.ant-picker-dropdown', '.ant-select-dropdown', '.ant-drawer', '.ant-modal', '.ant-menu', '.ant-table']) expect(out, selector).toContain(selector);
    for (const selector of ['.ant-upload', '.ant-cascader', '.ant-transfer', '.ant-tour']) expect(out, selector).not.toContain(selector);
  });

  it('tells which antd classes a prefix styles', () => {
    const prefixes = new Set(['input', 'btn']);
    expect(classOwnedBy('btn-primary', prefixes)).toBe(true);
    expect(classOwnedBy('input-number-handler', prefixes)).toBe(true);
    expect(classOwnedBy('btnx', prefixes)).toBe(false);
    expect(classOwnedBy('upload', prefixes)).toBe(false);
    expect(classOwnedBy('fade-enter', prefixes)).toBe(true);
  });
});
