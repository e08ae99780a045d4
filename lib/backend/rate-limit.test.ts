/** @jest-environment node */
import { announceClientAddressHeader, CLIENT_ADDRESS_HEADER } from '@/lib/server/process-bridge.mjs';
// The announcement's slot, emptied between tests (a test may reach inside the server layer).
import { setBridgeSlot } from '@/lib/server/bridge-slots.mjs';
import { parseSetting } from '@/lib/config/settings.mjs';
import { clientKey, createMemoryRateLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createMemoryRateLimiter', () => {
  it('allows the limit in a window, then refuses with a Retry-After', async () => {
    const { now } = clock(0);
    const limiter = createMemoryRateLimiter({ limit: 5, windowMs: 60_000, now });
    const decisions = [];
    for (let i = 0; i < 7; i += 1) decisions.push(await limiter.take('a'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, true, true, false, false]);
    // Five requests at the start of the window: one more fits once the next window has slid over a fifth of it.
    expect(decisions[5]).toEqual({ allowed: false, retryAfterSeconds: 72 });
    expect((await limiter.take('b')).allowed).toBe(true);
  });

  it('slides: a burst at the end of one window still counts at the start of the next', async () => {
    const time = clock(0);
    const limiter = createMemoryRateLimiter({ limit: 5, windowMs: 60_000, now: time.now });
    time.advance(59_000);
    for (let i = 0; i < 5; i += 1) await limiter.take('a');
    time.advance(2_000); // a new fixed window, 1 s in: the previous still weighs 59/60
    const refused = await limiter.take('a');
    expect(refused.allowed).toBe(false);
    // It lets one more through once the previous window weighs at most 4/5: 12 s into the new window.
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 11 });
    time.advance(11_000);
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('forgets a window after two of silence', async () => {
    const time = clock(0);
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 1_000, now: time.now });
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    time.advance(2_000);
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('check() tells without counting', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000, now: clock().now });
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.check('a')).allowed).toBe(true);
    await limiter.take('a');
    expect((await limiter.check('a')).allowed).toBe(false);
  });
});

describe('formRateLimit (FORM_RATE_LIMIT)', () => {
  it.each([
    [undefined, 5],
    ['', 5],
    ['12', 12],
    ['10000', 10_000],
  ])('reads %j as %i', (value, limit) => expect(parseSetting('FORM_RATE_LIMIT', value)).toBe(limit));

  it.each(['0', '-3', 'many', '2.5', '10001'])('falls back to 5 for %j, and says so', (value) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseSetting('FORM_RATE_LIMIT', value)).toBe(5);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('FORM_RATE_LIMIT'));
    errors.mockRestore();
  });
});

describe('clientKey', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://ir.example.com/api/x', { method: 'POST', headers });

  afterEach(() => {
    delete process.env.TRUST_PROXY_HOPS;
    setBridgeSlot('clientAddressAnnounced', undefined);
  });

  it('without server.mjs, ignores a client-written address header and reads X-Forwarded-For as Next passes it', () => {
    expect(clientKey(request({ [CLIENT_ADDRESS_HEADER]: '1.1.1.1', 'x-forwarded-for': '203.0.113.9' }))).toBe(
      '203.0.113.9',
    );
    expect(clientKey(request({}))).toBe('unknown');
  });

  it('behind server.mjs, trusts the header it writes and nothing the client sends beside it', () => {
    announceClientAddressHeader();
    expect(clientKey(request({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '1.2.3.4' }))).toBe(
      '198.51.100.7',
    );
    expect(clientKey(request({ [CLIENT_ADDRESS_HEADER]: '2001:db8:1:2:3:4:5:6' }))).toBe('2001:db8:1:2::/64');
  });

  it('with TRUST_PROXY_HOPS and no server.mjs, takes the Nth entry from the right', () => {
    process.env.TRUST_PROXY_HOPS = '1';
    expect(clientKey(request({ 'x-forwarded-for': 'forged, 198.51.100.7, 10.0.0.3' }))).toBe('198.51.100.7');
  });
});
