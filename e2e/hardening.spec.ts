import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { test, expect } from './fixtures';
import { freePort, startSecondServer, type SecondServer } from './second-server';

/**
 * docs/security.md against the production server (server.mjs): the rate limit cannot be dodged with a forged
 * X-Forwarded-For, odd bodies and requests get a 400/405 with the security headers, slow clients do
 * not hold up the others.
 */

const port = Number(process.env.E2E_PORT ?? 3100);

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request sent as written: the path is not normalized and any method goes (fetch refuses TRACE). */
function raw(
  method: string,
  path: string,
  {
    base = `http://127.0.0.1:${port}`,
    headers = {},
    body,
  }: { base?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { hostname, port: serverPort } = new URL(base);
  return new Promise<RawResponse>((resolve, reject) => {
    const request = httpRequest({ host: hostname, port: serverPort, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The headers every response carries (e2e/security.spec.ts asserts the same on the pages). */
function expectSecurityHeaders({ headers }: RawResponse, what: string) {
  expect(headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toContain('camera=()');
  expect(headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('DENY');
  expect(headers['content-security-policy'], `${what}: Content-Security-Policy`).toContain("frame-ancestors 'none'");
  expect(headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

const json = { 'content-type': 'application/json' };
const endpoints = [
  '/api/send_email/contact-investor',
  '/api/send_email/receive-emails',
  '/api/send_email/cancel-emails',
];

test.describe('the rate limit cannot be dodged', () => {
  test.describe.configure({ mode: 'serial' });
  let direct: SecondServer;
  let proxied: SecondServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Their own servers: the default limit (5 a minute), unshared with the other specs' requests.
    [direct, proxied] = await Promise.all([
      freePort().then((free) => startSecondServer(free, { FORM_RATE_LIMIT: '', TRUST_PROXY_HOPS: '' })),
      freePort().then((free) => startSecondServer(free, { FORM_RATE_LIMIT: '', TRUST_PROXY_HOPS: '1' })),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([direct?.stop(), proxied?.stop()]);
  });

  const burst = async (base: string, forwardedFor: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await raw('POST', '/api/send_email/cancel-emails', {
        base,
        // A fresh forged chain, and a forged copy of the header server.mjs writes, on every request.
        headers: { ...json, 'x-forwarded-for': forwardedFor(i), 'x-ir-client-address': `192.0.2.${i}` },
        body: '{"email":"x"}',
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    return statuses;
  };

  test('without a proxy: the socket address counts, whatever X-Forwarded-For says', async () => {
    expect(await burst(direct.base, (i) => `1.2.3.${i}, 127.0.0.1`)).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  test('behind one proxy (TRUST_PROXY_HOPS=1): the address the proxy wrote counts, not what the client put before it', async () => {
    expect(await burst(proxied.base, (i) => `1.2.3.${i}, 198.51.100.7`)).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // Another client behind the same proxy has its own allowance.
    expect(await burst(proxied.base, (i) => `1.2.3.${i}, 198.51.100.8`)).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

test('every odd body gets a 400 with a clear message and the headers, never a 500', async () => {
  const bodies = [
    '{"email":["a@b.co"]}',
    '{"email":{}}',
    '{"email":5}',
    '{"email":true}',
    '{"__proto__":{"email":"a@b.co"}}',
    '{"constructor":{"prototype":{"email":"a@b.co"}}}',
    `{"email":${'['.repeat(3000)}${']'.repeat(3000)}}`,
    '{"email":',
    '[]',
    'null',
    ...['x<victim@evil.test>', 'a,b@example.com', 'g:x@example.com;', 'x@example.com>,<root'].map((email) =>
      JSON.stringify({ email }),
    ),
  ];
  for (const endpoint of endpoints) {
    for (const body of bodies) {
      const what = `${endpoint} ${body.slice(0, 40)}`;
      const response = await raw('POST', endpoint, { headers: json, body });
      expect(response.status, what).toBe(400);
      const reply = JSON.parse(response.body) as { error?: string; errors?: Record<string, string> };
      expect(reply.error ?? Object.values(reply.errors ?? {})[0], what).toEqual(expect.stringMatching(/\w/));
      expectSecurityHeaders(response, what);
    }
  }
});

test('malformed paths get 400 and methods pages do not take 405, with the headers', async () => {
  for (const path of ['/%ff', '/en/%c0', '/documents/%ff.pdf', '/%00']) {
    const response = await raw('GET', path);
    expect(response.status, path).toBe(400);
    expectSecurityHeaders(response, path);
  }
  for (const [method, path] of [
    ['TRACE', '/'],
    ['TRACE', '/en/about'],
    ['TRACE', '/api/new_set'],
    ['POST', '/en/about'],
    ['PUT', '/'],
    ['DELETE', '/en'],
    ['PATCH', '/documents/credit-ratings/tris-2025.pdf'],
    ['OPTIONS', '/en/newinfo/info'],
  ]) {
    const response = await raw(method, path, { body: method === 'POST' ? 'x=1' : undefined });
    expect(response.status, `${method} ${path}`).toBe(405);
    if (!path.startsWith('/api/')) expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
    expectSecurityHeaders(response, `${method} ${path}`);
  }
  // Node's parser refuses an unknown method (TRACK) and a broken header line: 400, with the headers too.
  for (const opening of ['TRACK / HTTP/1.1\r\nHost: x\r\n\r\n', 'GET / HTTP/1.1\r\nHost: x\r\nno colon\r\n\r\n']) {
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(opening));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve(text));
    });
    expect(answer, opening).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer, opening).toContain('X-Frame-Options: DENY');
    expect(answer, opening).toContain("Content-Security-Policy: default-src 'none'");
  }
  // What pages do take still works.
  expect((await raw('HEAD', '/en/about')).status).toBe(200);
  expect((await raw('GET', '/en/newinfo/info?q=%ff')).status).toBe(200);
});

test('20 slow connections do not hold up other requests, and are cut off in bounded time', async ({ request }) => {
  test.setTimeout(90_000);
  const sockets: { socket: Socket; answer: string; closed: boolean }[] = [];
  const open = (opening: string) =>
    new Promise<void>((resolve, reject) => {
      const entry = { socket: connect(port, '127.0.0.1'), answer: '', closed: false };
      entry.socket.setEncoding('utf8');
      entry.socket.on('data', (chunk: string) => (entry.answer += chunk));
      entry.socket.on('close', () => (entry.closed = true));
      entry.socket.on('error', () => undefined);
      entry.socket.once('connect', () => entry.socket.write(opening, () => resolve()));
      entry.socket.once('error', reject);
      sockets.push(entry);
    });
  // Ten send their headers a byte at a time; ten send a form body that never completes.
  for (let i = 0; i < 10; i += 1) await open('GET /en/about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  const bodyStart = `POST /api/send_email/contact-investor HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{"name":"`;
  for (let i = 0; i < 10; i += 1) await open(bodyStart);
  const trickle = setInterval(() => {
    for (const { socket, closed } of sockets) if (!closed) socket.write('a');
  }, 1000);

  try {
    // Everyone else is served meanwhile.
    const page = await request.get('/en/about');
    expect(page.status()).toBe(200);
    const form = await request.post('/api/send_email/cancel-emails', {
      headers: json,
      data: { email: 'not-an-address' },
    });
    expect(form.status()).toBe(400);
    expect(sockets.filter(({ answer }) => answer !== '')).toHaveLength(0);

    // The form route gives a body 10 s, the server any request's headers 20 s: each slow client gets a 408 and is closed.
    await expect
      .poll(() => sockets.filter(({ closed }) => closed).length, { timeout: 60_000, intervals: [1000] })
      .toBe(20);
    for (const { answer } of sockets) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  } finally {
    clearInterval(trickle);
    for (const { socket } of sockets) socket.destroy();
  }
});
