/** @jest-environment node */
import { GET } from './route';
import { withTemporaryStore } from '@/lib/testing/temporary-store';

withTemporaryStore('health-route', { REDIS_URL: undefined });

it('GET /api/health answers 200 with the checks, never cached', async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok', checks: { store: 'ok' }, engine: 'sqlite' });
});

it('answers 503 when the backend is unreachable', async () => {
  process.env.IR_BACKEND_URL = 'http://127.0.0.1:1';
  try {
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', checks: { backend: 'down' } });
  } finally {
    delete process.env.IR_BACKEND_URL;
  }
});
