import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { s3Store, type ObjectStore } from './object-store';

/** What the tests use of s3rver (it ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface S3TestServer {
  /** A store on the server's bucket. */
  store: ObjectStore;
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server for the tests (s3rver, docs/uploads.md, Storage): on 127.0.0.1, a free port,
 * its files in a temporary folder, one bucket made at start. `listen`: its port (0, the default: a free one). Nothing goes beyond the loopback.
 */
export async function startS3TestServer(bucket = 'ir-uploads-test', listen = 0): Promise<S3TestServer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver is CommonJS without types.
  const S3rver = require('s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: listen,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const store = s3Store({
    endpoint,
    bucket,
    region: 'us-east-1',
    // s3rver's own keys: it checks the signature with them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    store,
    endpoint,
    bucket,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
