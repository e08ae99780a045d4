/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createDrain, serverStages } from '@/lib/server/pipeline/index.mjs';
import { answerNoJsReference, NO_JS_HEADER, stripScripts, withNoJsReference } from './no-js-reference.mjs';

describe('stripScripts', () => {
  it('removes inline and external scripts, JSON-LD and script preloads, and keeps the rest', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"><link rel="preload" href="/f.woff2" as="font" crossorigin="">' +
      '<link rel="preload" as="script" href="/_next/x.js"><link rel="modulepreload" href="/_next/y.js">' +
      '<script src="/_next/z.js" async=""></script><script type="application/ld+json">{"a":1}</script></head>' +
      '<body><h1>Title</h1><script nonce="n">self.__next_f.push([1,"a\\u003c/script>b"])</script>' +
      '<SCRIPT>x()</SCRIPT ><noscript><p>no js</p></noscript><p>end</p></body></html>';
    expect(stripScripts(html)).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"><link rel="preload" href="/f.woff2" as="font" crossorigin="">' +
        '</head><body><h1>Title</h1><noscript><p>no js</p></noscript><p>end</p></body></html>',
    );
  });

  it('leaves a page without scripts as it is', () => {
    const html = '<p>a</p><link rel="icon" href="/i.png">';
    expect(stripScripts(html)).toBe(html);
  });
});

describe('withNoJsReference', () => {
  const production = () => serverStages({ dev: false, hsts: null, hops: 0, drain: createDrain() });

  it('is not a stage of the production server', () => {
    expect(production().map((stage) => stage.name)).not.toContain('bench reference');
  });

  it('adds the reference after the drain, right before the script deferral, and keeps every other stage in order', () => {
    const stages = production();
    const names = withNoJsReference(stages).map((stage) => stage.name);
    const at = names.indexOf('bench reference');
    expect(names.indexOf('drain')).toBeLessThan(at);
    expect(names[at + 1]).toBe('script deferral');
    expect(names.filter((name) => name !== 'bench reference')).toEqual(stages.map((stage) => stage.name));
  });
});

describe('answerNoJsReference on a server', () => {
  let server: Server;
  let origin: string;
  const seen: { url: string; marked: boolean; encoding: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      seen.push({
        url: request.url ?? '',
        marked: request.headers[NO_JS_HEADER] !== undefined,
        encoding: request.headers['accept-encoding'],
      });
      if (await answerNoJsReference(request, response)) return;
      if (request.url === '/page') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.setHeader('cache-control', 'private, no-cache');
        response.end('<p>ก</p><script>boot()</script><link rel="modulepreload" href="/m.js">');
      } else {
        response.setHeader('content-type', 'text/css');
        response.end('p{color:red}<script>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  it('serves the page fetched again from the same server, without scripts, with its headers', async () => {
    const response = await fetch(`${origin}/page`, { headers: { [NO_JS_HEADER]: '1', 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toBe('<p>ก</p>');
    // The loopback request is an ordinary one (no header, uncompressed).
    expect(seen).toEqual([
      { url: '/page', marked: true, encoding: 'identity' },
      { url: '/page', marked: false, encoding: 'identity' },
    ]);
  });

  it('gzips the reference for a client that takes gzip', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      const req = request(`${origin}/page`, { headers: { [NO_JS_HEADER]: '1', 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.bytes).toString('utf8')).toBe('<p>ก</p>');
  });

  it('serves files and unmarked requests as usual', async () => {
    expect(await (await fetch(`${origin}/style.css`, { headers: { [NO_JS_HEADER]: '1' } })).text()).toBe(
      'p{color:red}<script>',
    );
    expect(await (await fetch(`${origin}/page`)).text()).toContain('<script>boot()</script>');
    expect(seen.map((entry) => entry.url)).toEqual(['/style.css', '/page']);
  });
});
