// @ts-check
/**
 * The module boundaries `npm run lint` enforces (docs/architecture.md, "Modules and their doors").
 * Only runtime imports count: a type-only import is erased and ties nothing together at run time.
 * Tests may reach into the module they test, so the boundary rules skip them, and so do the stand-ins
 * a feature keeps for its tests (lib/<feature>/testing/).
 */
const TESTS = '(\\.test\\.tsx?$|^lib/testing/|^lib/[^/]+/testing/|^e2e/|^bench/)';
/** Folders of the server layer: plain modules composed by server.mjs, each imported by its own path. */
const SERVER_LAYER = '^lib/(server|security|config)/';
/** The server layer's one door for everything outside it (lib/server/process-bridge.mjs explains why). */
const PROCESS_BRIDGE = '^lib/server/process-bridge\\.mjs$';
/** A feature's door: everything it offers the rest of the site. */
const DOOR = '^lib/[^/]+/(index|server)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      comment: 'Two files that load each other at run time: one of them sees the other half-initialised.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'lib-is-below-components',
      comment: 'app → components → lib: lib never imports a component or a route.',
      severity: 'error',
      from: { path: '^lib/', pathNot: TESTS },
      to: { path: '^(components|app)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'components-are-below-app',
      comment: 'app → components → lib: a component never imports a route or page.',
      severity: 'error',
      from: { path: '^components/', pathNot: TESTS },
      to: { path: '^app/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-through-its-door',
      comment:
        'Another feature is imported through its door, lib/<feature>/index.ts (or server.ts for its server-only part), never by an inside path.',
      severity: 'error',
      from: { path: '^lib/([^/]+)/', pathNot: TESTS },
      to: { path: '^lib/[^/]+/.+', pathNot: [DOOR, SERVER_LAYER, '^lib/$1/'] },
    },
    {
      name: 'outside-lib-through-doors',
      comment: 'Routes, components and scripts import a feature through its door too.',
      severity: 'error',
      from: { pathNot: ['^lib/', TESTS] },
      to: { path: '^lib/[^/]+/.+', pathNot: [DOOR, SERVER_LAYER] },
    },
    {
      name: 'server-only-through-the-process-bridge',
      comment:
        'lib/server is the server (server.mjs composes its modules); routes, components, features and scripts reach it only through the process bridge, which holds what they share with the server process.',
      severity: 'error',
      from: { path: '^(app|components|lib|scripts)/|^(proxy|instrumentation)\\.ts$', pathNot: ['^lib/server/', TESTS] },
      to: { path: '^lib/server/', pathNot: PROCESS_BRIDGE },
    },
    {
      name: 'store-only-through-the-backend',
      comment: 'The embedded store is reached only through lib/backend, which decides between it and a remote backend.',
      severity: 'error',
      from: { path: '^(app|components|lib|scripts)/', pathNot: ['^lib/(store|backend)/', TESTS] },
      to: { path: '^lib/store/' },
    },
    {
      name: 'database-drivers-only-in-the-store',
      comment:
        'Every query is a named function of lib/store (docs/architecture.md, The layers): only the store imports a database driver, even for its types. Tests may.',
      severity: 'error',
      from: { pathNot: ['^lib/store/', TESTS] },
      to: { path: '(^|/)node_modules/(@libsql/|pg/|pg-)|^(@libsql/|pg$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed but kept in the graph: the rule on database drivers sees who imports one.
    exclude: { path: '(^|/)\\.next[^/]*/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'],
    },
  },
};
