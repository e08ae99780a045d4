import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Fails the lint when a file under `folder` imports one of the `above` folders, by alias (@/app/...) or relative path.
 * @param {string} folder
 * @param {string[]} above
 */
function layerBoundary(folder, above) {
  const message = `${folder}/ must not import from ${above.join('/ or ')}/ (app -> components -> lib).`;
  const names = above.join('|');
  return {
    files: [`${folder}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/(${names})(/|$)`, message },
            { regex: `^(\\.\\./)+(${names})(/|$)`, message },
          ],
        },
      ],
    },
  };
}

/** Settings are read in one module (docs/operations.md, Settings); NODE_ENV, NEXT_RUNTIME and NEXT_PHASE are Next's, not settings. */
const SETTINGS_MESSAGE = 'Read settings through settings() of lib/config/settings.mjs, not process.env.';
const oneSettingsModule = {
  files: ['lib/**', 'app/**', 'components/**', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'server.mjs'],
  ignores: ['lib/config/settings.mjs', '**/*.test.*', 'lib/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "MemberExpression[object.object.name='process'][object.property.name='env']:not([property.name=/^(NODE_ENV|NEXT_RUNTIME|NEXT_PHASE)$/])",
        message: SETTINGS_MESSAGE,
      },
      {
        selector: ":not(MemberExpression) > MemberExpression[object.name='process'][property.name='env']",
        message: SETTINGS_MESSAGE,
      },
    ],
  },
};

/**
 * Every query is a named function of lib/store (docs/architecture.md, The layers): SQL text anywhere
 * else fails the lint, in a string or a template (a statement split by `${…}` too). Tests may query.
 * The keywords are matched in capitals, as every statement of the site is written: an English
 * sentence ("Select a document from its list") is no statement.
 */
const SQL_MESSAGE = 'SQL belongs in lib/store: call (or add) a named store function through lib/backend.';
const SQL = String.raw`\b(SELECT\s[\s\S]+\sFROM|INSERT\s+(OR\s+[A-Z]+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX))\b`;
const SQL_SELECTORS = [
  { selector: `Literal[value=/${SQL}/]`, message: SQL_MESSAGE },
  { selector: `TemplateElement[value.raw=/${SQL}/]`, message: SQL_MESSAGE },
  {
    selector: String.raw`TemplateLiteral:has(> TemplateElement[value.raw=/\bSELECT\s/]):has(> TemplateElement[value.raw=/\sFROM\b/])`,
    message: SQL_MESSAGE,
  },
  {
    selector: String.raw`TemplateLiteral:has(> TemplateElement[value.raw=/\bUPDATE\s+$/]):has(> TemplateElement[value.raw=/^\s+SET\b/])`,
    message: SQL_MESSAGE,
  },
];
const TESTS_AND_STORE = ['lib/store/**', '**/*.test.*', 'lib/testing/**'];
const noSqlOutsideTheStore = [
  // Where settings are checked too: both lists of selectors, or the later would replace the earlier.
  {
    files: oneSettingsModule.files,
    ignores: [...oneSettingsModule.ignores, ...TESTS_AND_STORE],
    rules: { 'no-restricted-syntax': [...oneSettingsModule.rules['no-restricted-syntax'], ...SQL_SELECTORS] },
  },
  {
    files: ['lib/config/settings.mjs', 'scripts/**'],
    ignores: TESTS_AND_STORE,
    rules: { 'no-restricted-syntax': ['error', ...SQL_SELECTORS] },
  },
];

/**
 * Inside lib/store, every query is built with Kysely on the typed schema (docs/decisions/045-typed-queries.md):
 * SQL text is allowed only in Kysely's `sql` template (a fragment it has no builder for) and in the
 * machinery that is not one feature's query: the engines, the migrations and the schema's DDL, the
 * copy between engines, the backups and the schema's generation.
 */
const SQL_IN_THE_STORE_MESSAGE =
  'Build the query with Kysely (lib/store/query.ts): SQL text only in an sql`…` fragment Kysely has no builder for.';
const noSqlTextInStoreQueries = {
  files: ['lib/store/**/*.ts'],
  ignores: [
    '**/*.test.ts',
    'lib/store/testing/**',
    'lib/store/backup/**',
    'lib/store/copy.ts',
    'lib/store/db.ts',
    'lib/store/defined-tables.ts',
    'lib/store/migrations.ts',
    'lib/store/postgres-baseline.ts',
    'lib/store/postgres-engine.ts',
    'lib/store/schema-source.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${SQL}/]`, message: SQL_IN_THE_STORE_MESSAGE },
      {
        selector: `TemplateLiteral:not(TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral) > TemplateElement[value.raw=/${SQL}/]`,
        message: SQL_IN_THE_STORE_MESSAGE,
      },
    ],
  },
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Playwright fixtures call their continuation `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Dependencies point one way, app -> components -> lib (docs/architecture.md): lib/ imports neither, components/ not app/.
  layerBoundary('lib', ['components', 'app']),
  layerBoundary('components', ['app']),
  oneSettingsModule,
  ...noSqlOutsideTheStore,
  noSqlTextInStoreQueries,
  // Jest reads its config as CommonJS.
  { files: ['jest.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'bench/results/**',
    ],
  },
];

export default config;
