/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeRedisConnections, connectRedis, redisReady } from '@/lib/server/process-bridge.mjs';
import { startTestRedis, type TestRedis } from '@/lib/testing/redis-test-server';
import { checkHealth } from './health';
import { takeBackup } from '@/lib/store/backup';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import { startStandInServer } from '@/lib/testing/stand-in-server';
import { startTestPostgres } from '@/lib/testing/postgres-test-server';

let folder: string;
let redis: TestRedis;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-health-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  delete process.env.IR_BACKEND_URL;
  redis = await startTestRedis();
}, 20_000);
afterAll(async () => {
  delete process.env.IR_BACKEND_URL;
  await closeRedisConnections();
  await redis.stop();
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

describe('checkHealth', () => {
  it('embedded: ready when the store answers; Redis is checked only when configured', async () => {
    expect(await checkHealth({ redis: null })).toEqual({ ok: true, checks: { store: 'ok' }, engine: 'sqlite' });
    const client = connectRedis(redis.url);
    expect(await redisReady(client)).toBe(true);
    expect(await checkHealth({ redis: client })).toEqual({
      ok: true,
      checks: { store: 'ok', redis: 'ok' },
      engine: 'sqlite',
    });
  });

  it('is not ready while Redis is configured but unreachable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = connectRedis('redis://127.0.0.1:1');
    expect(await checkHealth({ redis: down })).toEqual({
      ok: false,
      checks: { store: 'ok', redis: 'down' },
      engine: 'sqlite',
    });
    down.disconnect();
  });

  it('remote: ready when the backend answers a list call, not when it fails; says nothing about where it is', async () => {
    const backend = await startStandInServer(() => ({ body: '[]' }));
    try {
      process.env.IR_BACKEND_URL = backend.url;
      const health = await checkHealth({ redis: null });
      expect(health).toEqual({ ok: true, checks: { backend: 'ok' } });
      expect(backend.requests[0].path).toMatch(/^\/api\//);
      backend.answer(() => ({ status: 500, body: 'secret detail' }));
      const down = await checkHealth({ redis: null });
      expect(down).toEqual({ ok: false, checks: { backend: 'down' } });
      expect(JSON.stringify(down)).not.toContain('127.0.0.1');
    } finally {
      delete process.env.IR_BACKEND_URL;
      await backend.close();
    }
  });

  it('with BACKUP_DIR, reports the age of the newest backup and stays ready when there is none', async () => {
    process.env.BACKUP_DIR = path.join(folder, 'backups');
    try {
      expect(await checkHealth({ redis: null })).toEqual({
        ok: true,
        checks: { store: 'ok' },
        engine: 'sqlite',
        backup: { lastBackupAgeSeconds: null, late: true },
      });
      await takeBackup({
        dir: process.env.BACKUP_DIR,
        databaseFile: path.join(folder, 'ir.db'),
        documentsDir: path.join(folder, 'documents'),
      });
      const health = await checkHealth({ redis: null });
      expect(health).toMatchObject({ ok: true, backup: { late: false } });
      expect(health.backup!.lastBackupAgeSeconds).toBeLessThan(60);
    } finally {
      delete process.env.BACKUP_DIR;
    }
  });

  it('names PostgreSQL as the engine with DATABASE_URL, ready while it answers, down once it is gone', async () => {
    const server = await startTestPostgres();
    try {
      process.env.DATABASE_URL = await server.createTestDatabase();
      // Opened first, as by a started server: the first opening migrates and seeds, longer than the check waits.
      await getDatabase();
      expect(await checkHealth({ redis: null })).toEqual({ ok: true, checks: { store: 'ok' }, engine: 'postgres' });
      await server.stop();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await checkHealth({ redis: null })).toEqual({ ok: false, checks: { store: 'down' }, engine: 'postgres' });
    } finally {
      delete process.env.DATABASE_URL;
      await closeDatabase();
      await server.stop();
    }
  }, 30_000);
});
