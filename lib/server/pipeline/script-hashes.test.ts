/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from '../../security/static-headers.mjs';
import { WEBCAST_FRAME_ORIGIN } from '../../security/webcast-frame.mjs';
import { NEXT_DYNAMIC_CACHE_CONTROL } from '../next-internals.mjs';
import { rawRequest } from '../testing/raw-request';
import { createDrain, runPipeline, serverStages } from './index.mjs';
import { interceptResponse } from './intercept.mjs';

/**
 * A page as Next writes it: a chunk tag (which the deferral turns into an inline call), inline flight
 * data, a module script, a JSON-LD block and a JSON data block (never run, never hashed).
 */
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization","name":"ไทย"}';
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/react.js" async=""></script>',
  '<script type="module">import("/x.js")</script></head><body><h1>ราคาหุ้น</h1>',
  '<script>self.__next_f.push([1,"ก"])</script>',
  `<script type="application/ld+json">${JSON_LD}</script>`,
  '<script type="application/json" id="data">{"a":1}</script>',
  '<script>self.__next_f.push([2,"b"])</script></body></html>',
].join('');

/** Lets the test hold the stand-in Next half-way through a page (`?hold`). */
let reachedHold: () => void = () => undefined;
let release: () => void = () => undefined;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A stand-in for Next: an explicit writeHead, then the page in several pieces over several turns.
 * `?status=` another status; `?implicit` no writeHead (the head goes with the first write); `?hold`
 * calls flushHeaders after writeHead and waits for the test after the first piece; `?reason` gives
 * writeHead a reason phrase and headers.
 */
async function next(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url!, 'http://x');
  if (url.pathname === '/feeds/news.xml' || url.pathname === '/api/data') {
    response.setHeader('content-type', url.pathname.endsWith('.xml') ? 'application/rss+xml' : 'application/json');
    response.setHeader('cache-control', 'public, max-age=300');
    response.writeHead(200);
    response.write('{"one":');
    await turn();
    response.end('1}');
    return;
  }
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', DOCUMENT_CONTENT_SECURITY_POLICY);
  response.setHeader('cache-control', NEXT_DYNAMIC_CACHE_CONTROL);
  const status = Number(url.searchParams.get('status') ?? 200);
  if (url.searchParams.has('reason')) response.writeHead(status, 'Fine', { 'x-from-next': 'yes' });
  else if (!url.searchParams.has('implicit')) response.writeHead(status);
  if (url.searchParams.has('hold')) response.flushHeaders();
  const html = Buffer.from(PAGE);
  const pieces = [html.subarray(0, 90), html.subarray(90, 200), html.subarray(200, 201), html.subarray(201)];
  for (const [index, piece] of pieces.entries()) {
    if (index === pieces.length - 1) {
      response.end(piece);
      return;
    }
    response.write(piece);
    if (index === 0 && url.searchParams.has('hold')) {
      const held = new Promise<void>((resolve) => (release = resolve));
      reachedHold();
      await held;
    }
    await turn();
  }
}

let server: Server;
let port: number;

beforeAll(async () => {
  const stages = serverStages({ dev: false, hsts: null, hops: 0, drain: createDrain() });
  server = createServer(runPipeline(stages, next));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

/** The inline scripts a browser runs, found independently of lib/security/page-policy.mjs. */
function executableInlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes.includes('src=')) continue;
    const type = /type="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && type !== 'module' && type !== 'text/javascript') continue;
    found.push(text);
  }
  return found;
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the script hashes stage', () => {
  it('names the hash of every inline script of the page as sent, and of nothing else', async () => {
    for (const query of ['', '?implicit', '?reason']) {
      const reply = await rawRequest(port, `/en/about${query}`, { 'accept-encoding': 'gzip' });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe('gzip');
      const html = reply.body.toString('utf8');
      // The deferral's call in place of the chunk tag, the flight data and the module script.
      const scripts = executableInlineScripts(html);
      expect(scripts).toHaveLength(4);
      expect(scripts).toContain('self.__next_f.push([1,"ก"])');
      expect(scripts.some((text) => text.includes('__irDefer("/_next/static/chunks/react.js")'))).toBe(true);
      expect(directive(reply.headers['content-security-policy'], 'script-src')).toBe(
        ['script-src', "'self'", ...scripts.map(sha256), "'strict-dynamic'"].join(' '),
      );
      // Next's own policy is replaced, not sent alongside.
      expect(reply.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
    const reasoned = await rawRequest(port, '/en/about?reason');
    expect(reasoned.headers['x-from-next']).toBe('yes');
  });

  it('hashes no JSON-LD or other data block', async () => {
    const reply = await rawRequest(port, '/en/about');
    expect(reply.body.toString('utf8')).toContain(JSON_LD);
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).not.toContain(sha256(JSON_LD));
    expect(policy).not.toContain(sha256('{"a":1}'));
  });

  it('lets the results pages frame the webcast host, a preview be framed by the site, and no other page either', async () => {
    for (const path of ['/financialinfo/results', '/en/financialinfo/results/2025-q3']) {
      const policy = (await rawRequest(port, path)).headers['content-security-policy'];
      expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' ${WEBCAST_FRAME_ORIGIN}`);
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    }
    for (const path of ['/preview/abc-def', '/en/preview/abc-def']) {
      const policy = (await rawRequest(port, path)).headers['content-security-policy'];
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive(policy, 'frame-src')).toBeUndefined();
    }
    const policy = (await rawRequest(port, '/en/about')).headers['content-security-policy'];
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it('gives the page one weak ETag, gzip or not, and answers 304 to a list or a W/ tag that names it', async () => {
    const zipped = await rawRequest(port, '/en/about', { 'accept-encoding': 'gzip' });
    const plain = await rawRequest(port, '/en/about', { 'accept-encoding': 'identity' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body.equals(plain.body)).toBe(true);
    const tag = zipped.headers.etag!;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(plain.headers.etag).toBe(tag);
    expect(plain.headers['content-length']).toBe(String(plain.body.length));

    const opaque = tag.slice(2);
    for (const ifNoneMatch of [`"nope", ${tag}`, opaque, `W/"a",W/"b" ,${opaque}`, '*']) {
      const current = await rawRequest(port, '/en/about', { 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch });
      expect(current.status).toBe(304);
      expect(current.raw).toHaveLength(0);
      expect(current.headers['content-encoding']).toBeUndefined();
      expect(current.headers['content-length']).toBeUndefined();
      expect(current.headers['transfer-encoding']).toBeUndefined();
      expect(current.headers.etag).toBe(tag);
      expect(current.headers['content-security-policy']).toBe(zipped.headers['content-security-policy']);
      expect(current.headers.vary).toMatch(/Accept-Encoding/);
    }
    // Also when Next sends no writeHead of its own: the head goes with the seal's answer.
    const implicit = await rawRequest(port, '/en/about?implicit', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(implicit.status).toBe(304);
    expect(implicit.raw).toHaveLength(0);
    expect(implicit.headers['content-encoding']).toBeUndefined();
    const stale = await rawRequest(port, '/en/about', { 'if-none-match': 'W/"other", "another"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(plain.body)).toBe(true);
  });

  it('never turns another status into a 304', async () => {
    const tag = (await rawRequest(port, '/en/about')).headers.etag!;
    for (const status of [404, 410, 500]) {
      const reply = await rawRequest(port, `/en/about?status=${status}`, { 'if-none-match': tag });
      expect(reply.status).toBe(status);
      // The same page, so the same tag: but the reader asked about the 200.
      expect(reply.headers.etag).toBe(tag);
      expect(reply.body.toString('utf8')).toContain('<h1>ราคาหุ้น</h1>');
    }
    const starred = await rawRequest(port, '/en/about?status=404', { 'if-none-match': '*' });
    expect(starred.status).toBe(404);
  });

  it('leaves a non-HTML response and a file alone; a HEAD of a page is answered as its GET', async () => {
    for (const path of ['/api/data', '/feeds/news.xml']) {
      const reply = await rawRequest(port, path, { 'accept-encoding': 'gzip', 'if-none-match': '*' });
      expect(reply.status).toBe(200);
      expect(reply.body.toString('utf8')).toBe('{"one":1}');
      expect(reply.headers.etag).toBeUndefined();
      expect(reply.headers['content-security-policy']).toBeUndefined();
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['cache-control']).toBe('public, max-age=300');
      // Streamed as written: nothing gathered it to count its length.
      expect(reply.headers['transfer-encoding']).toBe('chunked');
    }
    // The head as get stage (head-as-get.mjs) sends a page's HEAD on as its GET: hashed, tagged, a 304 for '*'.
    const head = await rawRequest(port, '/en/about', { 'if-none-match': '*' }, 'HEAD');
    expect(head.status).toBe(304);
    expect(head.headers.etag).toBe((await rawRequest(port, '/en/about')).headers.etag);
    expect(head.headers['content-security-policy']).not.toBe(DOCUMENT_CONTENT_SECURITY_POLICY);
  });

  it('holds the head, even past writeHead and flushHeaders, until the page is whole', async () => {
    const reached = new Promise<void>((resolve) => (reachedHold = resolve));
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (data: Buffer) => received.push(data));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /en/about?hold HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await reached;
    // Next has called writeHead and flushHeaders and written a piece: nothing may have gone out yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(Buffer.concat(received).length).toBe(0);
    release();
    await closed;
    const reply = Buffer.concat(received).toString('utf8');
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    const [head, body] = reply.split('\r\n\r\n');
    expect(head).toMatch(/\r\ncontent-security-policy: [^\r]*'sha256-/i);
    expect(head).toMatch(/\r\netag: W\//i);
    expect(head).toMatch(/\r\ncontent-length: \d+/i);
    expect(body).toContain('</html>');
  });
});

describe('the seal of the interception', () => {
  type Seal = (body: Buffer) => Buffer | null;
  let sealServer: Server;
  let sealPort: number;
  let seal: Seal = (body) => body;
  let encodeRuns = 0;

  /** A response a seal takes and an encode filter (that marks its coding) would encode, written in turns. */
  async function handler(request: IncomingMessage, response: ServerResponse) {
    const interception = interceptResponse(response);
    interception.sealBody(() => seal);
    interception.filterBody('encode', () => {
      encodeRuns += 1;
      response.setHeader('content-encoding', 'x-upper');
      response.removeHeader('content-length');
      return (sink) => ({ write: (chunk) => sink.write(Buffer.from(chunk.toString().toUpperCase())), end: sink.end });
    });
    response.setHeader('content-type', 'text/plain');
    response.writeHead(201, 'Made', { 'x-head': 'given' });
    response.flushHeaders();
    response.write('one ');
    await turn();
    response.write(Buffer.from('two '));
    await turn();
    response.end('three', () => void request.resume());
  }

  beforeAll(async () => {
    sealServer = createServer((request, response) => void handler(request, response));
    await new Promise<void>((resolve) => sealServer.listen(0, '127.0.0.1', resolve));
    sealPort = (sealServer.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        sealServer.close(() => resolve());
        sealServer.closeAllConnections();
      }),
  );
  beforeEach(() => (encodeRuns = 0));

  it('sees the whole body, may revise the head, then the encode layer and the held head go out', async () => {
    const seen: string[] = [];
    seal = (body) => {
      seen.push(body.toString());
      return Buffer.from(`${body.toString()}!`);
    };
    const reply = await rawRequest(sealPort, '/');
    expect(seen).toEqual(['one two three']);
    expect(reply.status).toBe(201);
    expect(reply.headers['x-head']).toBe('given');
    expect(reply.headers['content-encoding']).toBe('x-upper');
    expect(reply.body.toString()).toBe('ONE TWO THREE!');
    expect(encodeRuns).toBe(1);
  });

  it('answers without a body and without the encode layer when the seal sends none', async () => {
    seal = () => null;
    const reply = await rawRequest(sealPort, '/');
    expect(reply.status).toBe(201);
    expect(reply.raw).toHaveLength(0);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(encodeRuns).toBe(0);
  });
});
