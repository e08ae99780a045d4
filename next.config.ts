import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // A separate build folder lets several builds (tests, benchmarks) coexist on one machine.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  serverExternalPackages: ['@libsql/client', 'libsql', 'nodemailer'],
};

export default withNextIntl(nextConfig);
