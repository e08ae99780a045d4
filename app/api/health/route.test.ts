/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase } from '@/lib/store/db';
import { GET } from './route';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-health-route-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  delete process.env.IR_BACKEND_URL;
  delete process.env.REDIS_URL;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

it('GET /api/health answers 200 with the checks, never cached', async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok', checks: { store: 'ok' } });
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
