/** @jest-environment node */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { GET } from './route';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { startS3TestServer } from '@/lib/uploads/s3-test-server';

withTemporaryStore('health-route', { REDIS_URL: undefined });

const BUCKET_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The route's answer with the bucket of these settings (s3rver's keys), and how long it took. */
async function withBucket(endpoint: string, bucket: string) {
  Object.assign(process.env, {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  try {
    const started = Date.now();
    const response = await GET();
    const body = await response.text();
    return { status: response.status, body, json: JSON.parse(body) as unknown, ms: Date.now() - started };
  } finally {
    for (const name of BUCKET_SETTINGS) delete process.env[name];
  }
}

it('GET /api/health answers 200 with the checks, never cached; the files on disk', async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({
    status: 'ok',
    checks: { store: 'ok' },
    engine: 'sqlite',
    files: { in: 'disk' },
  });
});

it('answers 503 when the backend is unreachable', async () => {
  process.env.IR_BACKEND_URL = 'http://127.0.0.1:1';
  try {
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { backend: 'down' },
      files: { in: 'disk' },
    });
  } finally {
    delete process.env.IR_BACKEND_URL;
  }
});

describe('with the uploaded files in a bucket', () => {
  /** The route's body when the bucket of this endpoint answers (ok) or not (down): named by host and name. */
  const bucketHealth = (state: 'ok' | 'down', endpoint: string, bucket: string) => ({
    status: state === 'ok' ? 'ok' : 'unavailable',
    checks: { store: 'ok', files: state },
    engine: 'sqlite',
    files: { in: 'bucket', endpoint: new URL(endpoint).host, bucket },
  });

  it('checks the bucket and names it by host and name, never its keys; 503 for a bucket that is not there', async () => {
    const s3 = await startS3TestServer('ir-health-bucket');
    try {
      const ready = await withBucket(s3.endpoint, s3.bucket);
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual(bucketHealth('ok', s3.endpoint, 'ir-health-bucket'));
      expect(ready.body).not.toContain('S3RVER');

      const missing = await withBucket(s3.endpoint, 'no-such-bucket');
      expect(missing.status).toBe(503);
      expect(missing.json).toEqual(bucketHealth('down', s3.endpoint, 'no-such-bucket'));
    } finally {
      await s3.stop();
    }
  }, 30_000);

  it('answers 503 within its bound when the object storage is stopped', async () => {
    const s3 = await startS3TestServer('ir-health-stopped');
    await s3.stop();
    const stopped = await withBucket(s3.endpoint, s3.bucket);
    expect(stopped).toMatchObject({ status: 503, json: bucketHealth('down', s3.endpoint, s3.bucket) });
    expect(stopped.ms).toBeLessThan(3000);
  }, 30_000);

  it('answers 503 after 2 s when the object storage takes the connection but never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const hanging = await withBucket(endpoint, 'ir-health-silent');
      expect(hanging).toMatchObject({ status: 503, json: bucketHealth('down', endpoint, 'ir-health-silent') });
      expect(hanging.ms).toBeGreaterThanOrEqual(1900);
      expect(hanging.ms).toBeLessThan(3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 30_000);
});
