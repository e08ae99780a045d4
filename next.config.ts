import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { settings } from './lib/config/settings.mjs';
import {
  CONTENT_SECURITY_POLICY,
  DOCUMENT_CONTENT_SECURITY_POLICY,
  PREVIEW_SOURCES,
  SECURITY_HEADERS,
} from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // A separate build folder lets several builds (tests, benchmarks) coexist on one machine.
  distDir: settings().NEXT_DIST_DIR,
  poweredByHeader: false,
  // forbidden() answers a workspace page the signed-in role may not see with a real 403.
  experimental: { authInterrupts: true },
  // Every client gets the metadata in <head>, as crawlers do: a page is the same bytes for every reader,
  // so a shared cache holds one copy of it (docs/decisions/046-script-hashes-and-a-shared-cache.md).
  htmlLimitedBots: /.*/,
  serverExternalPackages: ['@libsql/client', 'libsql', 'nodemailer', 'exceljs', 'yazl', 'ioredis'],
  // With REDIS_URL every instance shares Next's data cache and its tag purges (docs/operations.md). Read when
  // the server starts, so one build serves with or without Redis. Without it Next's own cache stays.
  cacheHandler: settings().REDIS_URL
    ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'lib/server/redis-cache-handler.mjs')
    : undefined,
  async headers() {
    return [
      // The document policy on every response, pages included: server.mjs replaces it on a page with the
      // page's own, which names the hashes of its scripts (lib/server/pipeline/script-hashes.mjs).
      {
        source: '/:path*',
        headers: [...SECURITY_HEADERS, { key: CONTENT_SECURITY_POLICY, value: DOCUMENT_CONTENT_SECURITY_POLICY }],
      },
      // A preview may be framed by the site itself, the item form beside it (lib/security/preview-frame.mjs); a later match wins.
      ...PREVIEW_SOURCES.map((source) => ({ source, headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] })),
    ];
  },
};

export default withNextIntl(nextConfig);
