/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { hideInternalHeaders, originFormTarget, toOriginForm } from './sanitise.mjs';

describe('originFormTarget', () => {
  it.each([
    ['http://evil.test/en', '/en'],
    ['https://evil.test/en?x=1&y=2', '/en?x=1&y=2'],
    ['HTTP://EVIL.test/en', '/en'],
    ['http://evil.test', '/'],
    ['http://evil.test?x=1', '/?x=1'],
    ['http://user:pass@evil.test:8080/about', '/about'],
    ['http://127.0.0.1:3000/en/about', '/en/about'],
    ['ftp://evil.test/en', '/en'],
    // Kept byte for byte, as an origin-form request would send it.
    ['http://evil.test/en/../%2e%2e/a%20b', '/en/../%2e%2e/a%20b'],
  ])('%s → %s', (target, expected) => {
    expect(originFormTarget(target)).toBe(expected);
  });

  it.each([['/en'], ['/'], ['//evil.test/en'], ['/http://evil.test/'], ['*'], ['/?next=http://evil.test/']])(
    'leaves %s alone',
    (target) => {
      expect(originFormTarget(target)).toBe(target);
    },
  );
});

describe('on a server', () => {
  let server: Server;
  let port: number;
  let respond: (response: ServerResponse) => void;
  let seenUrl: string | undefined;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      toOriginForm(request);
      hideInternalHeaders(response);
      seenUrl = request.url;
      try {
        respond(response);
      } catch (error) {
        response.destroy(error as Error);
      }
    });
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

  /** Sends one raw request (the request line as written) and returns the response head. */
  function raw(requestLine: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text.split('\r\n\r\n')[0]));
      socket.on('error', reject);
    });
  }

  it('hands an absolute-form target to the handler in origin-form', async () => {
    respond = (response) => response.end('ok');
    await raw('GET http://evil.test/en?x=1 HTTP/1.1');
    expect(seenUrl).toBe('/en?x=1');
  });

  it.each<[string, (response: ServerResponse) => void]>([
    ['set with setHeader', (response) => (response.setHeader('x-middleware-rewrite', '/th/about'), response.end('ok'))],
    [
      'set with setHeader before an implicit head (write)',
      (response) => (response.setHeader('X-Middleware-Rewrite', '/th'), response.write('a'), response.end()),
    ],
    [
      'given to writeHead as an object',
      (response) => response.writeHead(200, { 'X-Middleware-Rewrite': '/th', 'x-kept': '1' }).end('ok'),
    ],
    [
      'given to writeHead with a status message',
      (response) => response.writeHead(200, 'OK', { 'x-middleware-rewrite': '/th', 'x-kept': '1' }).end('ok'),
    ],
    [
      'given to writeHead as a flat list',
      (response) => response.writeHead(200, ['x-middleware-rewrite', '/th', 'x-kept', '1']).end('ok'),
    ],
  ])('removes x-middleware-rewrite %s, and keeps the other headers', async (_name, handler) => {
    respond = (response) => {
      response.setHeader('x-kept', '1');
      handler(response);
    };
    const head = await raw('GET /about HTTP/1.1');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head.toLowerCase()).not.toContain('x-middleware-rewrite');
    expect(head.toLowerCase()).toContain('x-kept: 1');
  });
});
