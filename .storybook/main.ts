import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook is the catalogue of every screen. Its stories are not written by hand: they are
 * generated from screens/**\/*.ts into .storybook/generated/ (and from the engine examples into
 * .storybook/generated-examples/) by scripts/generate-stories.ts
 * (`npm run storybook`, `npm run build-storybook` and `npm run stories` run it first).
 * See docs/storybook.md.
 */
const config: StorybookConfig = {
  // Screens (from screens/), the engine examples (src/engine/panels/<kind>/examples.ts, .storybook/examples/)
  // and, written by hand, the shell's pages (login, Home, company picker, access denied, 404).
  stories: ['./generated/**/*.stories.tsx', './generated-examples/**/*.stories.tsx', './shell/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [],
  // The machines have no internet: no telemetry, no "what's new" fetch.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's element highlighting (for addons that point at elements: a11y, interactions; none here) watches every
  // change of the story's DOM and, on each, reads the computed style of every element on the page: 1.9 s of the
  // preview's 17.8 s of main-thread work over 39 screen stories (docs/performance.md, "Test command", fourteenth round).
  features: { highlight: false },
  // The preview bundles the whole engine (grid, charts, forms) in one chunk; that size is expected.
  viteFinal: async (config) => ({ ...config, build: { ...config.build, chunkSizeWarningLimit: 4000 } }),
};

export default config;
