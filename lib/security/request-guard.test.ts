/** @jest-environment node */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientError, answerRefusedRequest, refusalOf } from './request-guard.mjs';

describe('refusalOf: a malformed request is a 400, not a 500', () => {
  it.each([
    '/%ff',
    '/en/%c0',
    '/documents/%ff.pdf',
    '/%',
    '/en/%zz/x',
    '/api/new_set%ff',
    '/%00',
    '/en/%0d%0aSet-Cookie:x=1',
    '/%7f',
  ])('refuses the malformed path %s with 400', (url) => {
    expect(refusalOf({ method: 'GET', url })).toMatchObject({ status: 400 });
  });

  it.each(['TRACE', 'trace'])('refuses %s anywhere with 405', (method) => {
    expect(refusalOf({ method, url: '/' })).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(refusalOf({ method, url: '/api/send_email/contact-investor' })).toEqual({
      status: 405,
      reason: 'Method Not Allowed',
    });
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'refuses %s on pages with 405, and leaves API routes to Next',
    (method) => {
      expect(refusalOf({ method, url: '/en/about' })).toEqual({
        status: 405,
        reason: 'Method Not Allowed',
        allow: 'GET, HEAD',
      });
      expect(refusalOf({ method, url: '/api/send_email/contact-investor' })).toBeNull();
    },
  );

  it.each(['/', '/en/newinfo/info?q=%ff', '/documents/a%20b.pdf', '/%E0%B8%81'])(
    "lets GET %s through (a malformed query is the page's to read)",
    (url) => {
      expect(refusalOf({ method: 'GET', url })).toBeNull();
      expect(refusalOf({ method: 'HEAD', url })).toBeNull();
    },
  );
});

describe('answerRefusedRequest', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (!answerRefusedRequest(request, response)) response.end('next');
    });
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (method: string, path: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        });
        request.on('error', reject);
        request.end();
      },
    );

  it('answers with the security headers of every response', async () => {
    for (const [method, path, status] of [
      ['GET', '/%ff', 400],
      ['TRACE', '/', 405],
      ['POST', '/en', 405],
    ] as const) {
      const response = await send(method, path);
      expect(response.status).toBe(status);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      if (status === 405) expect(response.headers.allow).toBe('GET, HEAD');
    }
    expect((await send('GET', '/en')).body).toBe('next');
  });

  const rawRequest = (text: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it.each([
    ['an unknown method', 'TRACK / HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a broken header line', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])("answers what Node's parser refuses (%s) as Node would, with the headers", async (_case, text, status) => {
    const answer = await rawRequest(text);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toContain('X-Frame-Options: DENY');
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    expect(answer).toContain("Content-Security-Policy: default-src 'none'");
    expect(answer).toContain('Connection: close');
  });
});
