/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createScriptDeferrer, deferredScriptsOf, deferScripts, DEFER_FUNCTION } from './deferred-scripts.mjs';
import { compressDocument } from './pipeline/compression.mjs';
import { deferDocumentScripts } from './pipeline/script-deferral.mjs';
import { rawRequest } from './testing/raw-request';

/** The shape of a page as Next 16 writes it (head chunks, a preload, flight data, JSON-LD, the bootstrap chunk). */
const PAGE = [
  '<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>`,
  `<link rel="preload" as="image" href="/logo.svg"/>`,
  `<script src="/_next/static/chunks/react.js" async=""></script>`,
  `<script src="/_next/static/chunks/turbopack-1.js" async=""></script>`,
  '<title>นักลงทุนสัมพันธ์</title></head><body><main><h1>สยามฮอไรซัน เอสเตท</h1><p>1 &lt; 2 &gt; 0</p></main>',
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`,
  `<script src="/_next/static/chunks/main.js" async=""></script>`,
  `<script src="https://elsewhere.example/x.js" async=""></script>`,
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
  `<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])</script>`,
  '<script type="application/ld+json">{"@type":"Organization","name":"SHRZ"}</script>',
  '</body></html>',
].join('');

describe('deferScripts', () => {
  const out = deferScripts(PAGE);

  it("turns Next's async chunk tags into inline calls, in order, and drops the script preload", () => {
    expect(deferredScriptsOf(out)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-1.js',
      '/_next/static/chunks/main.js',
    ]);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|turbopack-1|main)\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
    // Plain inline scripts, without attributes: the page's policy names their hashes (page-policy.mjs).
    const calls = [...out.matchAll(/<script( [^>]*)?>([^<]*)<\/script>/g)].filter(([, , body]) =>
      body.includes(`${DEFER_FUNCTION}(`),
    );
    expect(calls).toHaveLength(3);
    expect(calls.every(([, attributes]) => attributes === undefined)).toBe(true);
    // The loader comes once, with the first call, in the head, waiting for the first paint.
    expect(calls[0][2]).toContain(`${DEFER_FUNCTION} = function`);
    expect(calls[0][2]).toContain('(self,document,false);');
    expect(
      calls.slice(1).every(([, , body]) => body === `${DEFER_FUNCTION}(${JSON.stringify(deferredScriptsOf(body)[0])})`),
    ).toBe(true);
    expect(out.indexOf(`${DEFER_FUNCTION} = function`)).toBeLessThan(out.indexOf('</head>'));
    // Nothing in the loader could end or confuse the inline script it travels in.
    expect(calls[0][2]).not.toMatch(/[<>]/);
  });

  it('gives the workspace and token pages (`immediate`) the loader that inserts each chunk at once', () => {
    const immediate = deferScripts(PAGE, { immediate: true });
    expect(deferredScriptsOf(immediate)).toEqual(deferredScriptsOf(out));
    expect(immediate).toContain('(self,document,true);');
    expect(immediate).not.toContain('(self,document,false);');
    expect(immediate.replace('(self,document,true);', '(self,document,false);')).toBe(out);
  });

  it('leaves everything else as it was', () => {
    for (const kept of [
      `<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>`,
      '<link rel="preload" as="image" href="/logo.svg"/>',
      `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`,
      `<script src="https://elsewhere.example/x.js" async=""></script>`,
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
      '\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e',
      '<script type="application/ld+json">{"@type":"Organization","name":"SHRZ"}</script>',
      '<h1>สยามฮอไรซัน เอสเตท</h1><p>1 &lt; 2 &gt; 0</p>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('rewrites only chunk paths it can quote safely', () => {
    const odd = `<script src="/_next/static/chunks/a.js?x=&quot;" async=""></script>`;
    expect(deferScripts(odd)).toBe(odd);
  });

  it('is the identity on a page without chunk tags', () => {
    const plain = '<html><head><title>x</title></head><body><p>no scripts</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });
});

describe('createScriptDeferrer (a streamed page)', () => {
  const whole = deferScripts(PAGE);

  it('gives the same page whatever the cut between two pieces', () => {
    for (let cut = 0; cut <= PAGE.length; cut += 1) {
      const deferrer = createScriptDeferrer();
      const out = deferrer.push(PAGE.slice(0, cut)) + deferrer.push(PAGE.slice(cut)) + deferrer.end();
      if (out !== whole) throw new Error(`cut at ${cut} gave a different page`);
    }
  });

  it('gives the same page in pieces of every small size', () => {
    for (let size = 1; size <= 40; size += 1) {
      const deferrer = createScriptDeferrer();
      let out = '';
      for (let from = 0; from < PAGE.length; from += size) out += deferrer.push(PAGE.slice(from, from + size));
      expect(out + deferrer.end()).toBe(whole);
    }
  });

  it('holds back only an unfinished tag', () => {
    const deferrer = createScriptDeferrer();
    expect(deferrer.push('<p>a</p><scr')).toBe('<p>a</p>');
    expect(deferrer.push(`ipt src="/_next/static/chunks/a.js" async="">`)).toBe('');
    expect(deferrer.push('</script><p>b</p>')).toMatch(
      /^<script>.*__irDefer\("\/_next\/static\/chunks\/a\.js"\)<\/script><p>b<\/p>$/,
    );
    expect(deferrer.push('<p>c <')).toBe('<p>c ');
    expect(deferrer.end()).toBe('<');
  });
});

/** A stand-in for Next: answers with `body` in `pieces`, as text/html unless told otherwise. */
function startServer(answer: (request: IncomingMessage, response: ServerResponse) => void): Promise<Server> {
  const server = createServer((request, response) => {
    // The two stages of server.mjs that take a page's body, in their order.
    deferDocumentScripts(request, response);
    compressDocument(request, response);
    answer(request, response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A request to `server`, its body as sent. */
const get = (server: Server, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest((server.address() as AddressInfo).port, path, headers, method).then((reply) => ({
    ...reply,
    body: reply.raw,
  }));

function pieces(text: string, size: number): Buffer[] {
  // Cut as bytes, so Thai characters (3 bytes each) fall across writes.
  const bytes = Buffer.from(text, 'utf8');
  const out: Buffer[] = [];
  for (let from = 0; from < bytes.length; from += size) out.push(bytes.subarray(from, from + size));
  return out;
}

describe('the script deferral and compression stages (the response of a document request)', () => {
  let server: Server;
  const seen: (string | undefined)[] = [];
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function streamingNext(type = 'text/html; charset=utf-8') {
    server = await startServer((request, response) => {
      seen.push(request.headers['accept-encoding'] as string | undefined);
      response.setHeader('content-type', type);
      response.setHeader('content-length', Buffer.byteLength(PAGE));
      response.setHeader('etag', '"next"');
      response.flushHeaders();
      const parts = pieces(PAGE, 7);
      const next = () => {
        const part = parts.shift();
        if (!part) return response.end();
        response.write(part);
        setImmediate(next);
      };
      next();
    });
  }

  it('sends the rewritten page gzipped to a client that takes gzip, with no stale length or etag', async () => {
    await streamingNext();
    const reply = await get(server, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-length']).toBeUndefined();
    expect(reply.headers.etag).toBeUndefined();
    expect(reply.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(reply.body).toString('utf8')).toBe(deferScripts(PAGE));
    // Next was asked for the page uncompressed, so the rewrite reads text.
    expect(seen.at(-1)).toBeUndefined();
  });

  it('sends it as text to a client that does not take gzip', async () => {
    await streamingNext();
    const reply = await get(server, '/en/newinfo/info?year=2024', { 'accept-encoding': 'identity' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString('utf8')).toBe(deferScripts(PAGE));
  });

  it('leaves what is not an HTML document as Next sent it', async () => {
    await streamingNext('application/json');
    expect((await get(server, '/', { 'accept-encoding': 'identity' })).body.toString('utf8')).toBe(PAGE);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await streamingNext();
    for (const path of ['/_next/static/chunks/page.html', '/api/quote', '/documents/report.pdf']) {
      const reply = await get(server, path, { 'accept-encoding': 'identity' });
      expect(reply.body.toString('utf8')).toBe(PAGE);
      expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
    }
    // Requests of the client router (flight data) keep Accept-Encoding for Next's own compression.
    await get(server, '/en', { rsc: '1', 'accept-encoding': 'gzip' });
    expect(seen.at(-1)).toBe('gzip');
  });

  it('takes a page that Next ends in one piece with writeHead', async () => {
    server = await startServer((request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(Buffer.byteLength(PAGE)),
      });
      response.end(PAGE);
    });
    const reply = await get(server, '/', { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(gunzipSync(reply.body).toString('utf8')).toBe(deferScripts(PAGE));
  });
});
