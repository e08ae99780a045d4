/** @jest-environment node */
import { listeningHost, listeningPort, serverSettings } from './settings.mjs';

describe('serverSettings', () => {
  it('has the documented defaults with nothing set', () => {
    expect(serverSettings({})).toEqual({
      port: 3000,
      host: undefined,
      hops: 0,
      shutdownSeconds: 20,
      htmlCacheSeconds: 10,
      htmlCacheDebug: false,
      redisUrl: null,
      distDir: '.next',
      strictTransportSecurity: null,
    });
  });

  it('reads every setting it is given', () => {
    expect(
      serverSettings({
        PORT: '3001',
        HOST: '127.0.0.1',
        TRUST_PROXY_HOPS: '1',
        SHUTDOWN_TIMEOUT_SECONDS: '7',
        HTML_CACHE_SECONDS: '0',
        HTML_CACHE_DEBUG: '1',
        REDIS_URL: 'redis://127.0.0.1:6379',
        NEXT_DIST_DIR: '.next-x',
        SITE_URL: 'https://ir.example.com',
      }),
    ).toEqual({
      port: 3001,
      host: '127.0.0.1',
      hops: 1,
      shutdownSeconds: 7,
      htmlCacheSeconds: 0,
      htmlCacheDebug: true,
      redisUrl: 'redis://127.0.0.1:6379',
      distDir: '.next-x',
      strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    });
  });

  it.each([
    ['TRUST_PROXY_HOPS', 'one'],
    ['PORT', 'http'],
    ['PORT', '70000'],
    ['REDIS_URL', 'localhost:6379'],
  ])('stops at a wrong %s (%j)', (name, value) => {
    expect(() => serverSettings({ [name]: value })).toThrow(name);
  });
});

describe('listeningPort', () => {
  it.each([
    [undefined, 3000],
    ['', 3000],
    [' 3001 ', 3001],
    ['0', 0],
    ['65535', 65535],
  ])('%j → %s', (value, port) => {
    expect(listeningPort(value)).toBe(port);
  });
});

describe('listeningHost', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['  ', undefined],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['0.0.0.0', '0.0.0.0'],
    ['localhost', 'localhost'],
  ])('%j → %j', (value, host) => {
    expect(listeningHost(value)).toBe(host);
  });
});
