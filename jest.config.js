const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/node_modules/', '<rootDir>/e2e/', '<rootDir>/.next'],
  modulePathIgnorePatterns: ['<rootDir>/.next'],
};

const esmPackages = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify', '@schummar'];

module.exports = async () => {
  const finalConfig = await createJestConfig(config)();
  // next-intl and its relatives ship ESM only: let them through the transform.
  finalConfig.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return finalConfig;
};
