/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientError } from './request-guard.mjs';
import { sendStrictTransportSecurity } from '@/lib/server/pipeline/strict-transport.mjs';
import {
  strictTransportSecurity,
  STRICT_TRANSPORT_SECURITY,
  STRICT_TRANSPORT_SECURITY_VALUE,
} from './strict-transport.mjs';

describe('strictTransportSecurity', () => {
  it.each([
    'https://ir.example.com',
    'https://ir.example.com/',
    ' https://ir.example.com:8443 ',
    'HTTPS://IR.EXAMPLE.COM',
  ])('is sent when SITE_URL is https (%j)', (siteUrl) => {
    expect(strictTransportSecurity(siteUrl)).toBe('max-age=63072000; includeSubDomains');
  });

  it.each([
    undefined,
    '',
    '   ',
    'http://ir.example.com',
    'http://127.0.0.1:3100',
    'ir.example.com',
    'not a url',
    'ftp://ir.example.com',
  ])('is not sent when SITE_URL is %j', (siteUrl) => {
    expect(strictTransportSecurity(siteUrl)).toBeNull();
  });
});

describe('sendStrictTransportSecurity on a server', () => {
  let server: Server;
  let port: number;
  let value: string | null = STRICT_TRANSPORT_SECURITY_VALUE;

  beforeAll(async () => {
    server = createServer((request, response) => {
      sendStrictTransportSecurity(response, value);
      if (request.url === '/explicit') {
        response.writeHead(404, { 'content-type': 'text/plain', 'Strict-Transport-Security': 'max-age=1' });
        response.end('missing');
      } else if (request.url === '/replayed') {
        // A page replayed from the HTML cache appends its stored headers, this one among them.
        response.appendHeader(STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY_VALUE);
        response.appendHeader(STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY_VALUE);
        response.end('page');
      } else {
        response.write('streamed');
        response.end();
      }
    });
    server.on('clientError', (error, socket) =>
      answerClientError(error, socket, value ? [{ key: STRICT_TRANSPORT_SECURITY, value }] : []),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(['/', '/explicit', '/replayed'])('%s carries the header once', async (path) => {
    value = STRICT_TRANSPORT_SECURITY_VALUE;
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    await response.text();
  });

  it('is absent when the value is null (an http SITE_URL)', async () => {
    value = null;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    await response.text();
  });

  it.each([
    [STRICT_TRANSPORT_SECURITY_VALUE, true],
    [null, false],
  ])('a request the parser refuses is answered with it when asked (%j)', async (given, present) => {
    value = given;
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(/^strict-transport-security: max-age=63072000; includeSubDomains\r$/im.test(reply)).toBe(present);
  });
});
