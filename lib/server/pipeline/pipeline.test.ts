/** @jest-environment node */
import { createServer, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deferScripts } from '../deferred-scripts.mjs';
import { scriptHashesOf } from '../../security/page-policy.mjs';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from '../../security/static-headers.mjs';
import { gzipSync, gunzipSync } from 'node:zlib';
import { FILE_ENCODING_HEADER, FILE_LENGTH_HEADER } from '../file-length.mjs';
import { NEXT_DYNAMIC_CACHE_CONTROL } from '../next-internals.mjs';
import { createDrain, runPipeline, serverStages } from './index.mjs';
import { PAGE_CACHE_CONTROL } from './document-cache-control.mjs';
import { interceptResponse } from './intercept.mjs';
import { countingReadings } from '@/lib/testing/reading-counts';
import { setReadingCountsEnabled, takeReadingCounts } from '../reading-counts.mjs';
import { rawRequest } from '../testing/raw-request';

const HSTS = 'max-age=63072000; includeSubDomains';

/** A page as Next writes it. */
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/react.js" async=""></script>',
  '<link rel="preload" as="script" href="/_next/static/chunks/main.js"/></head><body><h1>ไทย</h1>',
  '<script>self.__next_f.push([1])</script><script type="application/ld+json">{}</script></body></html>',
].join('');

let renders = 0;
const seenEncodings: (string | undefined)[] = [];
const patched: { writeHead: unknown; write: unknown; end: unknown }[] = [];

/**
 * A stand-in for Next: Next's headers and next.config.ts's policy, streamed in two pieces after an
 * explicit writeHead (`?cookie` sets a cookie, `?status=` another status).
 */
async function next(request: IncomingMessage, response: ServerResponse) {
  if (request.url?.startsWith('/documents/')) return sendFile(request, response);
  renders += 1;
  seenEncodings.push(request.headers['accept-encoding'] as string | undefined);
  patched.push({ writeHead: response.writeHead, write: response.write, end: response.end });
  const query = new URL(request.url!, 'http://x').searchParams;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', DOCUMENT_CONTENT_SECURITY_POLICY);
  response.setHeader('cache-control', NEXT_DYNAMIC_CACHE_CONTROL);
  response.setHeader('x-middleware-rewrite', '/th');
  response.setHeader('strict-transport-security', 'max-age=1');
  if (query.has('cookie')) response.setHeader('set-cookie', 'a=b');
  response.writeHead(Number(query.get('status') ?? 200));
  const html = Buffer.from(PAGE);
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
  const stages = serverStages({ dev, hsts: HSTS, hops: 0, drain: createDrain() });
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

const scriptSourcesOf = (headers: IncomingMessage['headers']) =>
  /script-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];

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
      'head as get',
      'script deferral',
      'script hashes',
      'compression',
    ]);
  });

  it('rewrites, hashes and compresses a page in that order: one policy and tag for the same page, a 304 for a current copy', async () => {
    await start(false);
    const first = await get('/en', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const rewritten = deferScripts(PAGE);
    expect(first.body).toBe(rewritten);
    expect(first.body).toContain('__irDefer("/_next/static/chunks/react.js")');
    // Next was asked for text, so the deferral could read it.
    expect(seenEncodings).toEqual([undefined]);
    // The policy names the hashes of the rewritten page's inline scripts (the loader's call among them), and nothing else runs.
    const hashes = scriptHashesOf(rewritten);
    expect(hashes).toHaveLength(2);
    expect(scriptSourcesOf(first.headers)).toBe(["'self'", ...hashes, "'strict-dynamic'"].join(' '));
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);

    const plain = await get('/en', { 'accept-encoding': 'identity' });
    expect(plain.body).toBe(rewritten);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(rewritten)));
    // The same bytes for every reader: the same policy and tag, gzip or not.
    expect(plain.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(plain.headers.etag).toBe(first.headers.etag);

    const current = await get('/en', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag! });
    expect(current.body).toBe('');
    expect(current.headers['content-encoding']).toBeUndefined();
    expect(current.headers.etag).toBe(first.headers.etag);
    expect(current.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const status = await rawRequest(port, '/en', { 'if-none-match': `"other", ${first.headers.etag}` });
    expect(status.status).toBe(304);
    expect(renders).toBe(4);

    for (const reply of [first, plain, current]) {
      // The head revisions hold however the body went out.
      const hsts = reply.raw.filter(
        (_value, index) => index % 2 === 0 && reply.raw[index].toLowerCase() === 'strict-transport-security',
      );
      expect(hsts).toHaveLength(1);
      expect(reply.headers['strict-transport-security']).toBe(HSTS);
      expect(reply.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(reply.headers['surrogate-key']).toBe('site pages');
      expect(reply.headers['cache-tag']).toBe('site,pages');
      expect(reply.headers['x-middleware-rewrite']).toBeUndefined();
      expect(reply.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it("answers a HEAD of a page with the GET's head and no body: its policy, tag, length and caching, and a 304", async () => {
    await start(false);
    const page = await rawRequest(port, '/en', { 'accept-encoding': 'gzip' });
    const head = await rawRequest(port, '/en', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    for (const name of [
      'content-security-policy',
      'etag',
      'content-length',
      'content-encoding',
      'cache-control',
      'vary',
    ])
      expect([name, head.headers[name]]).toEqual([name, page.headers[name]]);
    expect(head.headers['content-security-policy']).not.toBe(DOCUMENT_CONTENT_SECURITY_POLICY);
    const current = await rawRequest(port, '/en', { 'if-none-match': page.headers.etag! }, 'HEAD');
    expect(current.status).toBe(304);
    // A file's HEAD is left to its route.
    const file = await rawRequest(port, '/documents/a.pdf?length=36', {}, 'HEAD');
    expect(file.status).toBe(200);
    expect(file.headers['content-security-policy']).toBeUndefined();
    expect(file.headers.etag).toBeUndefined();
  });

  it('keeps a page that sets a cookie, or fails, out of shared caches', async () => {
    await start(false);
    expect((await get('/en?cookie')).headers['cache-control']).toBe('private, no-store');
    const failed = await rawRequest(port, '/en?status=500');
    expect(failed.status).toBe(500);
    expect(failed.headers['cache-control']).toBe('private, no-cache');
    // A missing page is the same for everyone: it may be held like a page.
    expect((await rawRequest(port, '/en?status=404')).headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it("loads a workspace page's and a token page's chunks at once, with their hashes, and keeps them private", async () => {
    await start(false);
    for (const path of ['/admin/items', '/receiveemails/preferences?token=abc']) {
      const reply = await get(path);
      expect(reply.body).toBe(deferScripts(PAGE, { immediate: true }));
      expect(reply.body).not.toBe(deferScripts(PAGE));
      expect(scriptSourcesOf(reply.headers)).toBe(
        ["'self'", ...scriptHashesOf(reply.body), "'strict-dynamic'"].join(' '),
      );
      expect(reply.headers['cache-control']).toBe(NEXT_DYNAMIC_CACHE_CONTROL);
      expect(reply.headers['surrogate-key']).toBeUndefined();
    }
  });

  it("replaces each response's writeHead, write and end once, however many stages act on it", async () => {
    await start(false);
    await get('/en', { 'accept-encoding': 'gzip' }); // every stage hooks in
    await get('/en', { 'if-none-match': '*' }); // a 304
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
  it('leaves out the script deferral and compression, sends the development policy, and keeps the rest', async () => {
    const stages = await start(true);
    const names = stages.map((stage) => stage.name);
    expect(names).not.toContain('script deferral');
    expect(names).not.toContain('compression');
    const reply = await get('/en', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(PAGE);
    expect(scriptSourcesOf(reply.headers)).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
    expect(reply.headers.etag).toBeUndefined();
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

  it('counts every download of a document, no page view (the browser reports those), and nothing while no writer is attached', async () => {
    await start(false);
    await get('/en/about');
    await get('/documents/news/a.pdf');
    await get('/documents/news/a.pdf?from=mail');
    await get('/en/about?from=home');
    await new Promise((resolve) => setImmediate(resolve));
    expect(takeReadingCounts().counts.map(({ kind, key, count }) => ({ kind, key, count }))).toEqual([
      { kind: 'download', key: '/documents/news/a.pdf', count: 2 },
    ]);
    setReadingCountsEnabled(false);
    await get('/documents/news/a.pdf');
    setReadingCountsEnabled(true);
    expect(takeReadingCounts().counts).toEqual([]);
  });
});
