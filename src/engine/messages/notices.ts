import type { App } from 'antd';

/**
 * antd's `message`, `notification` and `modal` as `App.useApp()` gives them: drawn inside the page's `<App>` (the
 * private app's, a public page's, a story's), so they take its theme, locale and reduced motion. The engine uses no
 * static `message`, `notification` or `Modal.confirm`: those render in a root of antd's own, outside every
 * provider, and keep state in antd's module between pages and between test files.
 */
export type Notices = ReturnType<typeof App.useApp>;
