/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStockQuote } from '@/lib/backend';
import { closeDatabase } from '@/lib/store/db';
import { forgetStockQuotes, stockQuoteQuery } from '@/lib/backend/stock-quote';
import { startStandInServer, type StandInServer } from '@/lib/testing/stand-in-server';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { GET } from './route';

const quote = {
  symbol: 'SHRZ',
  last: 2.36,
  prior: 2.3,
  project1: null,
  open: 2.3,
  high: 2.4,
  low: 2.28,
  time: '2026-11-21T10:15:00+07:00',
  totalVolume: 1000,
  bid: [{ price: 2.34, volume: 100 }],
  offer: [{ price: 2.36, volume: 200 }],
};

// Each test is its own client, so the rate limit counts only its own requests.
let client = 0;
const clientRequest = (address = `198.51.100.${++client % 250}`) =>
  new Request('http://127.0.0.1/api/stock_quotation', { headers: { 'x-forwarded-for': address } });

// The quote asks for the company facts' symbol: a store of this file's own, never the demo store.
withTemporaryStore('stock-quotation');

let provider: StandInServer;
let errors: jest.SpyInstance;

beforeAll(async () => {
  provider = await startStandInServer();
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.requests.length = 0;
  process.env.STOCK_API_URL = `${provider.url}/v1/quotes`;
  process.env.STOCK_API_KEY = 'test-key-123';
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Each test answers its own quote: none kept from the test before.
  forgetStockQuotes();
});
afterEach(() => {
  delete process.env.STOCK_API_URL;
  delete process.env.STOCK_API_KEY;
  delete process.env.STOCK_API_TIMEOUT_MS;
  delete process.env.STOCK_QUOTE_CACHE_SECONDS;
  errors.mockRestore();
});

describe('GET /api/stock_quotation against the quote provider', () => {
  it('sends the fixed parameters and the api-key header, and caches briefly', async () => {
    provider.answer(() => ({ body: JSON.stringify(quote) }));
    const response = await GET(clientRequest());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=15');
    await expect(response.json()).resolves.toEqual(quote);
    const [request] = provider.requests;
    expect(request.path).toBe('/v1/quotes');
    expect(Object.fromEntries(request.query)).toEqual(stockQuoteQuery('SHRZ'));
    expect(stockQuoteQuery('SHRZ')).toMatchObject({ symbols: 'SHRZ', oddLot: 'true' });
    expect(request.headers['api-key']).toBe('test-key-123');
  });

  it.each([
    ['a bare quote', quote],
    ['{ data: quote }', { data: quote }],
    ['[quote]', [{ ...quote, symbol: 'OTHER' }, quote]],
  ])('accepts %s', async (_shape, body) => {
    provider.answer(() => ({ body: JSON.stringify(body) }));
    await expect(getStockQuote()).resolves.toEqual(quote);
  });

  it('reads missing numbers as null and a closed market without time', async () => {
    provider.answer(() => ({
      body: JSON.stringify({ data: { symbol: 'SHRZ', last: '', prior: '2.30', time: null } }),
    }));
    await expect(getStockQuote()).resolves.toEqual({
      symbol: 'SHRZ',
      last: null,
      prior: 2.3,
      project1: null,
      open: null,
      high: null,
      low: null,
      time: null,
      totalVolume: null,
      bid: [],
      offer: [],
    });
  });

  it('answers 502 without passing on the upstream body', async () => {
    provider.answer(() => ({ status: 401, body: '{"message":"invalid api-key test-key-123"}' }));
    const response = await GET(clientRequest());
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).not.toContain('test-key-123');
    expect(text).not.toContain('invalid');
    expect(errors.mock.calls.join(' ')).not.toContain('test-key-123');
  });

  it('answers 502 for a reply that is not a quote', async () => {
    provider.answer(() => ({ body: JSON.stringify({ data: [] }) }));
    expect((await GET(clientRequest())).status).toBe(502);
  });
});

describe('GET /api/stock_quotation spends the key once per interval', () => {
  it('makes one provider call for 200 concurrent requests, and none more while the quote is fresh', async () => {
    provider.answer(() => ({ body: JSON.stringify(quote), delayMs: 100 }));
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => GET(clientRequest(`203.0.113.${i}`))));
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(200));
    await expect(responses[199].json()).resolves.toEqual(quote);
    for (let i = 0; i < 20; i += 1) expect((await GET(clientRequest())).status).toBe(200);
    expect(provider.requests).toHaveLength(1);
  });

  it('gives up on a hanging provider after STOCK_API_TIMEOUT_MS', async () => {
    process.env.STOCK_API_TIMEOUT_MS = '300';
    provider.answer(() => ({ body: JSON.stringify(quote), delayMs: 10_000 }));
    const started = Date.now();
    const response = await GET(clientRequest());
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(errors.mock.calls.join(' ')).toContain('timeout after 300 ms');
  });

  it('times out after 2 s by default, not the backend timeout', async () => {
    process.env.IR_BACKEND_TIMEOUT_MS = '20000';
    provider.answer(() => ({ body: JSON.stringify(quote), delayMs: 10_000 }));
    try {
      const started = Date.now();
      await expect(getStockQuote()).resolves.toBe(false);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(took).toBeLessThan(3_500);
    } finally {
      delete process.env.IR_BACKEND_TIMEOUT_MS;
    }
  });

  it('serves the last good quote at once while the provider hangs', async () => {
    process.env.STOCK_QUOTE_CACHE_SECONDS = '1';
    process.env.STOCK_API_TIMEOUT_MS = '300';
    provider.answer(() => ({ body: JSON.stringify(quote) }));
    await expect(getStockQuote()).resolves.toEqual(quote);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    provider.answer(() => ({ body: JSON.stringify({ ...quote, last: 9.99 }), delayMs: 10_000 }));
    const started = Date.now();
    await expect(getStockQuote()).resolves.toEqual(quote);
    expect(Date.now() - started).toBeLessThan(200);
    // The refresh behind it reached the provider (and hangs there until its timeout).
    for (let waited = 0; provider.requests.length < 2 && waited < 2_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(provider.requests).toHaveLength(2);
    // Let the hanging refresh time out inside this test: its failure is logged, and a log after the
    // suite has finished fails the Jest run.
    const timedOut = () => errors.mock.calls.join(' ').includes('timeout after 300 ms');
    for (let waited = 0; !timedOut() && waited < 2_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(timedOut()).toBe(true);
  });

  it('never follows a redirect: a 3xx is a failure and the key goes nowhere else', async () => {
    const elsewhere = await startStandInServer(() => ({ body: JSON.stringify(quote) }));
    try {
      provider.answer(() => ({ status: 302, headers: { location: `${elsewhere.url}/collect` } }));
      const response = await GET(clientRequest());
      expect(response.status).toBe(502);
      expect(provider.requests).toHaveLength(1);
      expect(elsewhere.requests).toEqual([]);
      expect(errors.mock.calls.join(' ')).toContain('redirect refused (HTTP 302)');
      for (const status of [301, 307, 308]) {
        forgetStockQuotes();
        provider.answer(() => ({ status, headers: { location: `${elsewhere.url}/collect` } }));
        await expect(getStockQuote()).resolves.toBe(false);
      }
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('limits each client to STOCK_QUOTE_RATE_LIMIT requests a minute (default 300), others unaffected', async () => {
    provider.answer(() => ({ body: JSON.stringify(quote) }));
    const statuses: number[] = [];
    for (let i = 0; i < 301; i += 1) statuses.push((await GET(clientRequest('192.0.2.77'))).status);
    expect(statuses.slice(0, 300)).toEqual(Array(300).fill(200));
    const refused = await GET(clientRequest('192.0.2.77'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await GET(clientRequest('192.0.2.78'))).status).toBe(200);
    expect(provider.requests).toHaveLength(1);
  });
});

describe('GET /api/stock_quotation through the remote backend', () => {
  it('asks the backend contract path, without the provider key, when no provider is set', async () => {
    delete process.env.STOCK_API_URL;
    process.env.IR_BACKEND_URL = provider.url;
    provider.answer(() => ({ body: JSON.stringify([quote]) }));
    try {
      await expect(getStockQuote()).resolves.toEqual(quote);
      // The company facts (its symbol) come from the backend too.
      const asked = provider.requests.find((request) => request.path === '/api/stock_quotation');
      expect(asked?.headers['api-key']).toBeUndefined();
    } finally {
      delete process.env.IR_BACKEND_URL;
    }
  });
});

describe('GET /api/stock_quotation in embedded mode', () => {
  it('serves the stored quote', async () => {
    delete process.env.STOCK_API_URL;
    const folder = mkdtempSync(path.join(tmpdir(), 'ir-quote-'));
    process.env.IR_DB_PATH = path.join(folder, 'ir.db');
    try {
      const response = await GET(clientRequest());
      expect(response.status).toBe(200);
      const stored = (await response.json()) as typeof quote;
      expect(stored.symbol).toBe('SHRZ');
      expect(stored.bid).toHaveLength(5);
      expect(provider.requests).toHaveLength(0);
    } finally {
      await closeDatabase();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the api key stays on the server', () => {
  const root = process.cwd();
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory())
        return /^(node_modules|\.|public|data|e2e|test-results|playwright-report)/.test(name) ? [] : sourceFiles(full);
      return /\.(ts|tsx|js|mjs|jsx)$/.test(name) && !/\.(test|spec)\.tsx?$|^playwright\.config/.test(name)
        ? [full]
        : [];
    });
  const files = sourceFiles(root);

  it('is defined by the settings module, read by lib/backend/stock-quote.ts only, and never through a NEXT_PUBLIC_ variable', () => {
    const readers = files
      .filter((file) => readFileSync(file, 'utf8').includes('STOCK_API_KEY'))
      .map((file) => path.relative(root, file));
    expect(readers.sort()).toEqual([
      path.join('lib', 'backend', 'stock-quote.ts'),
      path.join('lib', 'config', 'settings.mjs'),
    ]);
    for (const file of files) expect(readFileSync(file, 'utf8')).not.toMatch(/NEXT_PUBLIC_\w*(STOCK|KEY)/);
  });

  it('cannot be bundled for the browser: no client module imports lib/backend or lib/store, directly or not', () => {
    const resolveImport = (from: string, specifier: string): string | null => {
      const base = specifier.startsWith('@/')
        ? path.join(root, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(from), specifier)
          : null;
      if (!base) return null;
      for (const candidate of [
        base,
        `${base}.ts`,
        `${base}.tsx`,
        path.join(base, 'index.ts'),
        path.join(base, 'index.tsx'),
      ]) {
        if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
      }
      return null;
    };
    const importsOf = (file: string) =>
      // Type-only imports are erased at compile time and bundle nothing.
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?:import|export)(?!\s+type\b)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
        ),
      ]
        .map((match) => resolveImport(file, match[1] ?? match[2]))
        .filter((target): target is string => target !== null);
    const clientModules = files.filter((file) => /^\s*(['"])use client\1/.test(readFileSync(file, 'utf8')));
    // The door and the store behind it; the entity types a client may name live in lib/contract.
    const serverDirs = [path.join(root, 'lib', 'backend') + path.sep, path.join(root, 'lib', 'store') + path.sep];
    for (const entry of clientModules) {
      const seen = new Set<string>([entry]);
      const queue = [entry];
      while (queue.length) {
        for (const target of importsOf(queue.shift() as string)) {
          expect({
            client: path.relative(root, entry),
            reaches: serverDirs.some((dir) => target.startsWith(dir)) ? path.relative(root, target) : null,
          }).toEqual({
            client: path.relative(root, entry),
            reaches: null,
          });
          if (!seen.has(target)) {
            seen.add(target);
            queue.push(target);
          }
        }
      }
    }
  });

  // That no file of the build's static folder holds the key is checked after the build, by e2e/secrets.spec.ts.
});
