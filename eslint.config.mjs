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
        { patterns: [{ regex: `^@/(${names})(/|$)`, message }, { regex: `^(\\.\\./)+(${names})(/|$)`, message }] },
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
      { selector: "MemberExpression[object.object.name='process'][object.property.name='env']:not([property.name=/^(NODE_ENV|NEXT_RUNTIME|NEXT_PHASE)$/])", message: SETTINGS_MESSAGE },
      { selector: ":not(MemberExpression) > MemberExpression[object.name='process'][property.name='env']", message: SETTINGS_MESSAGE },
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
  // Jest reads its config as CommonJS.
  { files: ['jest.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { ignores: ['.next*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/results/**'] },
];

export default config;
