/** @jest-environment node */
import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deferScripts } from '../deferred-scripts.mjs';
import { gzipSync, gunzipSync } from 'node:zlib';
import { FILE_ENCODING_HEADER, FILE_LENGTH_HEADER } from '../file-length.mjs';
import { NEXT_DYNAMIC_CACHE_CONTROL } from '../next-internals.mjs';
import { createDrain, createHtmlCache, runPipeline, serverStages } from './index.mjs';
import { interceptResponse } from './intercept.mjs';
import { countingReadings } from '@/lib/testing/reading-counts';
import { setReadingCountsEnabled, takeReadingCounts } from '../reading-counts.mjs';
import { rawRequest } from '../testing/raw-request';

const HSTS = 'max-age=63072000; includeSubDomains';

/** A page as Next writes it, with this render's nonce. */
function page(nonce: string) {
  return [
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/react.js" async="" nonce="${nonce}"></script>`,
    `<link rel="preload" as="script" href="/_next/static/chunks/main.js"/></head><body><h1>ไทย</h1>`,
    `<script nonce="${nonce}">self.__next_f.push([1])</script></body></html>`,
  ].join('');
}

let renders = 0;
const seenEncodings: (string | undefined)[] = [];
const patched: { writeHead: unknown; write: unknown; end: unknown }[] = [];

/** A stand-in for Next: a fresh nonce per render, Next's headers, streamed in two pieces. */
async function next(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.startsWith('/documents/')) return sendFile(request, response);
  renders += 1;
  seenEncodings.push(request.headers['accept-encoding'] as string | undefined);
  patched.push({ writeHead: response.writeHead, write: response.write, end: response.end });
  const nonce = `n${renders}${'x'.repeat(20)}==`;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', `script-src 'nonce-${nonce}'`);
  response.setHeader('cache-control', NEXT_DYNAMIC_CACHE_CONTROL);
  response.setHeader('x-middleware-rewrite', '/th');
  response.setHeader('strict-transport-security', 'max-age=1');
  const html = Buffer.from(page(nonce));
  response.write(html.subarray(0, 100));
  await new Promise((resolve) => setImmediate(resolve));
  response.end(html.subarray(100));
}

const FILE = Buffer.from('%PDF-1.4 a stored document\n%%EOF\n');

/**
 * A stand-in for a file route as Next sends it: no Content-Length or Content-Encoding, the length named
 * in FILE_LENGTH_HEADER (`?length=`); `?encoding=gzip` sends the file gzipped and names its coding in
 * FILE_ENCODING_HEADER, `?compressed` as Next's compression would have encoded it itself.
 */
async function sendFile(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('content-type', 'application/pdf');
  const query = new URL(request.url!, 'http://x').searchParams;
  const length = query.get('length');
  const encoding = query.get('encoding');
  if (length !== null) response.setHeader(FILE_LENGTH_HEADER, length);
  if (encoding !== null) response.setHeader(FILE_ENCODING_HEADER, encoding);
  if (query.has('compressed')) response.setHeader('content-encoding', 'gzip');
  const body = encoding === 'gzip' || query.has('compressed') ? gzipSync(FILE) : FILE;
  response.write(body.subarray(0, 10));
  await new Promise((resolve) => setImmediate(resolve));
  response.end(body.subarray(10));
}

type Counts = { writeHead: number; write: number; end: number };
/** How often each finished response had its methods replaced. */
const assignments: Counts[] = [];

/** A response that counts every assignment to writeHead, write and end. */
class CountingResponse extends ServerResponse {
  counts: Counts = { writeHead: 0, write: 0, end: 0 };
  own: Partial<Record<keyof Counts, unknown>> = {};
  constructor(request: IncomingMessage) {
    super(request);
    this.once('finish', () => assignments.push(this.counts));
  }
}
for (const name of ['writeHead', 'write', 'end'] as const) {
  const inherited = ServerResponse.prototype[name];
  Object.defineProperty(CountingResponse.prototype, name, {
    get(this: CountingResponse) {
      return this.own?.[name] ?? inherited;
    },
    set(this: CountingResponse, value: unknown) {
      this.counts[name] += 1;
      this.own[name] = value;
    },
  });
}

let server: Server<typeof IncomingMessage, typeof CountingResponse>;
let port: number;

async function start(dev: boolean) {
  renders = 0;
  seenEncodings.length = 0;
  patched.length = 0;
  const cache = dev ? null : createHtmlCache({ seconds: 10, debug: true });
  const stages = serverStages({ dev, hsts: HSTS, hops: 0, drain: createDrain(), cache });
  assignments.length = 0;
  server = createServer({ ServerResponse: CountingResponse }, runPipeline(stages, next));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return stages;
}

afterEach(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(port, path, headers).then((reply) => ({
    headers: reply.headers,
    raw: reply.rawHeaders,
    body: reply.body.toString('utf8'),
  }));

const nonceOf = (headers: IncomingMessage['headers']) =>
  /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

describe('the production pipeline', () => {
  it('names its stages in order', async () => {
    const stages = await start(false);
    expect(stages.map((stage) => stage.name)).toEqual([
      'in flight',
      'strict transport',
      'document cache control',
      'file length',
      'request guard',
      'client address',
      'sanitise',
      'reading figures',
      'drain',
      'HTML cache',
      'script deferral',
      'compression',
    ]);
  });

  it('rewrites, records and compresses a page in that order, and serves the rewritten copy with a new nonce', async () => {
    await start(false);
    const miss = await get('/en', { 'accept-encoding': 'gzip' });
    expect(miss.headers['x-html-cache']).toBe('MISS');
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(miss.body).toBe(deferScripts(page(nonceOf(miss.headers)!)));
    // Next was asked for text, so the deferral could read it.
    expect(seenEncodings).toEqual([undefined]);

    const hit = await get('/en', { 'accept-encoding': 'identity' });
    expect(hit.headers['x-html-cache']).toBe('HIT');
    expect(renders).toBe(1);
    const nonce = nonceOf(hit.headers)!;
    expect(nonce).not.toBe(nonceOf(miss.headers));
    // The record sits after the rewrite and before compression: the copy is the rewritten text.
    expect(hit.body).toBe(deferScripts(page(nonce)));
    expect(hit.body).toContain('__irDefer("/_next/static/chunks/react.js")');

    for (const reply of [miss, hit]) {
      // The head revisions hold on Next's response and on the cache's copy alike.
      const hsts = reply.raw.filter(
        (_value, index) => index % 2 === 0 && reply.raw[index].toLowerCase() === 'strict-transport-security',
      );
      expect(hsts).toHaveLength(1);
      expect(reply.headers['strict-transport-security']).toBe(HSTS);
      expect(reply.headers['cache-control']).toBe('private, no-cache');
      expect(reply.headers['x-middleware-rewrite']).toBeUndefined();
      expect(reply.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it("replaces each response's writeHead, write and end once, however many stages act on it", async () => {
    await start(false);
    await get('/en', { 'accept-encoding': 'gzip' }); // a miss: every stage hooks in
    await get('/en', { 'accept-encoding': 'gzip' }); // a hit
    await get('/api/health'); // no body stage
    expect(assignments).toEqual([
      { writeHead: 1, write: 1, end: 1 },
      { writeHead: 1, write: 1, end: 1 },
      { writeHead: 1, write: 1, end: 1 },
    ]);
  });
});

describe('the file length stage (docs/uploads.md, Serving a stored document)', () => {
  it('sends a file with the Content-Length its route named, not chunked, and never the private header', async () => {
    await start(false);
    const file = await get(`/documents/files/a.pdf?length=${FILE.length}`);
    expect(file.headers['content-length']).toBe(String(FILE.length));
    expect(file.headers['transfer-encoding']).toBeUndefined();
    expect(file.headers[FILE_LENGTH_HEADER]).toBeUndefined();
    expect(file.body).toBe(FILE.toString('utf8'));
  });

  it('leaves a file chunked when its route named no length, or not a number', async () => {
    await start(false);
    for (const path of ['/documents/files/a.pdf', '/documents/files/a.pdf?length=12abc']) {
      const file = await get(path);
      expect(file.headers['content-length']).toBeUndefined();
      expect(file.headers['transfer-encoding']).toBe('chunked');
      expect(file.headers[FILE_LENGTH_HEADER]).toBeUndefined();
      expect(file.body).toBe(FILE.toString('utf8'));
    }
  });
});

describe('the file length stage on a reply its route keeps gzipped (docs/operations.md, Price history)', () => {
  it('sends the coding and length its route named, and never the private headers', async () => {
    await start(false);
    const length = gzipSync(FILE).length;
    const file = await rawRequest(port, `/documents/files/a.pdf?length=${length}&encoding=gzip`);
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(file.headers['content-length']).toBe(String(length));
    expect(file.headers[FILE_ENCODING_HEADER]).toBeUndefined();
    expect(file.headers[FILE_LENGTH_HEADER]).toBeUndefined();
    expect(gunzipSync(file.raw).toString('utf8')).toBe(FILE.toString('utf8'));
  });

  it('names no coding but gzip, and leaves a reply Next encoded itself as Next sent it', async () => {
    await start(false);
    const other = await rawRequest(port, `/documents/files/a.pdf?length=${FILE.length}&encoding=br`);
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.headers['content-length']).toBe(String(FILE.length));
    expect(other.headers[FILE_ENCODING_HEADER]).toBeUndefined();
    const compressed = await rawRequest(port, `/documents/files/a.pdf?length=${FILE.length}&compressed`);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-length']).toBeUndefined();
    expect(compressed.headers[FILE_LENGTH_HEADER]).toBeUndefined();
    expect(compressed.body.toString('utf8')).toBe(FILE.toString('utf8'));
  });
});

describe('the dev pipeline', () => {
  it('leaves out the HTML cache, the script deferral and compression, and keeps the rest', async () => {
    const stages = await start(true);
    const names = stages.map((stage) => stage.name);
    expect(names).not.toEqual(expect.arrayContaining(['HTML cache']));
    expect(names).not.toContain('script deferral');
    expect(names).not.toContain('compression');
    const reply = await get('/en', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(page(nonceOf(reply.headers)!));
    expect(seenEncodings).toEqual(['gzip']);
    expect(reply.headers['strict-transport-security']).toBe(HSTS);
    expect(reply.headers['x-middleware-rewrite']).toBeUndefined();
    await get('/en');
    expect(renders).toBe(2);
  });
});

describe('interceptResponse', () => {
  it('wraps a response once: a second call returns the same interception and leaves the methods alone', () => {
    const fake = { writeHead() {}, write() {}, end() {}, flushHeaders() {} } as unknown as ServerResponse;
    const first = interceptResponse(fake);
    const methods = [fake.writeHead, fake.write, fake.end, fake.flushHeaders];
    expect(interceptResponse(fake)).toBe(first);
    expect([fake.writeHead, fake.write, fake.end, fake.flushHeaders]).toEqual(methods);
  });
});

describe('the reading figures stage (docs/newsroom.md, Reading figures)', () => {
  countingReadings();

  it('counts every view of a page, those the HTML cache answers included, and nothing while no writer is attached', async () => {
    await start(false);
    expect((await get('/en/about')).headers['x-html-cache']).toBe('MISS');
    expect((await get('/en/about?from=home')).headers['x-html-cache']).toBe('MISS');
    expect((await get('/en/about')).headers['x-html-cache']).toBe('HIT');
    await new Promise((resolve) => setImmediate(resolve));
    expect(takeReadingCounts().counts.map(({ kind, key, count }) => ({ kind, key, count }))).toEqual([
      { kind: 'page', key: '/en/about', count: 3 },
    ]);
    setReadingCountsEnabled(false);
    await get('/en/about');
    setReadingCountsEnabled(true);
    expect(takeReadingCounts().counts).toEqual([]);
  });
});
