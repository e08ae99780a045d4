import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Playwright fixtures call their continuation `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Jest reads its config as CommonJS.
  { files: ['jest.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { ignores: ['.next*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/results/**'] },
];

export default config;
