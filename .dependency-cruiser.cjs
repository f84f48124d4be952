/**
 * The import flow of the project (docs/boundaries.md), checked by `npm run check:imports` (a node test runs it too:
 * tests/boundaries/imports.test.ts). tsc's composite projects keep server/ and src/ apart; these rules keep the
 * portal's own layers one-way:  app, components → engine → api → session;  engine kinds share through the common
 * panel modules, never each other's folders; schemas/ holds generated files; no cycle anywhere.
 */
// Tests are tooling (docs/boundaries.md): they may use real definitions, another kind's examples or the engine's
// templates; they are still held to the no-cycle rule.
const TESTS = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle makes the layers meaningless and the load order fragile: move the shared part down.',
      from: { path: '^(src|schemas|common|server|screens)/' },
      to: { circular: true },
    },
    {
      name: 'session-is-the-bottom',
      severity: 'error',
      comment: 'src/session holds session state only: it imports no api, engine, app or components.',
      from: { path: '^src/session/', pathNot: TESTS },
      to: { path: '^src/(api|engine|app|components)/' },
    },
    {
      name: 'api-below-engine',
      severity: 'error',
      comment: 'The API client sits below the engine and the shell: it reads the session, nothing above.',
      from: { path: '^src/api/', pathNot: TESTS },
      to: { path: '^src/(engine|app|components)/' },
    },
    {
      name: 'engine-below-shell',
      severity: 'error',
      comment: 'The engine imports no shell module and no hosted component: the shell hands them in (ScreenRuntime `components`).',
      from: { path: '^src/engine/', pathNot: TESTS },
      to: { path: '^src/(app|components)/|^screens/' },
    },
    {
      name: 'components-below-shell',
      severity: 'error',
      comment: 'Hosted components use the engine and the api, never the shell.',
      from: { path: '^src/components/', pathNot: TESTS },
      to: { path: '^src/app/' },
    },
    {
      name: 'kinds-do-not-share-internals',
      severity: 'error',
      comment: 'A panel kind uses the common panel modules (src/engine/panels/*.ts, panels/shared/), not another kind\'s folder.',
      from: { path: '^src/engine/panels/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/engine/panels/([^/]+)/', pathNot: ['^src/engine/panels/$1/', '^src/engine/panels/shared/'] },
    },
    {
      name: 'widgets-do-not-share-internals',
      severity: 'error',
      comment: 'A filter widget uses the common widget modules (src/engine/filters/widgets/*.ts[x]), not another widget\'s folder.',
      from: { path: '^src/engine/filters/widgets/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/engine/filters/widgets/([^/]+)/', pathNot: ['^src/engine/filters/widgets/$1/'] },
    },
    {
      name: 'schemas-is-generated',
      severity: 'error',
      comment: 'schemas/ holds generated artefacts: they import nothing of the project.',
      from: { path: '^schemas/' },
      to: { path: '^(src|screens|common|server|scripts)/' },
    },
    {
      name: 'serving-code-without-demo-generator',
      severity: 'error',
      comment: 'Routes, reports and their plumbing serve stored data: the demo generator (server/src/seed) runs only to fill a new database (issue 32 item 5).',
      from: { path: '^server/src/(routes|reports|plugins|auth|http|pdf|db)/', pathNot: TESTS },
      to: { path: '^server/src/seed/' },
    },
    {
      name: 'product-code-not-on-tooling',
      severity: 'error',
      comment: 'Portal, definitions, shared and server code never import scripts, tests, bench or Storybook.',
      from: { path: '^(src|screens|schemas|common|server/src)/', pathNot: [TESTS, '^server/src/test/'] },
      to: { path: '^(scripts|tests|bench|\\.storybook)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] },
  },
};
