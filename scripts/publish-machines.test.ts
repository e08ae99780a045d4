/** @jest-environment node */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getSetNews } from '@/lib/backend';
import { handleStoredDocument } from '@/lib/newsroom/server';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import { deleteStatements } from '@/lib/store/publish';
import { withScriptStore } from '@/lib/testing/script-store';
import { STORE_ENGINES } from '@/lib/testing/temporary-store';
import { startS3TestServer, type S3TestServer } from '@/lib/uploads/s3-test-server';
import { filesUnder, pdfWithPages, sha256 } from '@/lib/uploads/upload-fixtures';
import { stopPdfChecker } from '@/lib/uploads';

/**
 * `npm run publish -- <list> <item.json> <document.pdf>` on several machines (docs/operations.md,
 * Several machines): run on machine A, with its own folder, the document goes into the shared bucket,
 * and machine B, another folder on the same store and bucket, serves it through its document route.
 */
const root = path.resolve(__dirname, '..');
const BUCKET_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'UPLOAD_DIR'];

afterAll(() => stopPdfChecker());

describe.each(STORE_ENGINES)('on %s', (engine) => {
  const { folder, tsx } = withScriptStore(`publish-machines-${engine}`, engine);
  let s3: S3TestServer;
  const machine = (name: 'a' | 'b') => path.join(folder(), `machine-${name}`);
  const bucketSettings = () => ({
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  beforeAll(async () => {
    s3 = await startS3TestServer(`ir-publish-${engine}`);
  });
  afterAll(async () => {
    for (const name of BUCKET_SETTINGS) delete process.env[name];
    await s3.stop();
  });

  /**
   * What machine B answers for a document's URL: its document route for a stored file, else a file of
   * its own public/ folder (Next serves those it found at start), which holds nothing published elsewhere.
   */
  async function machineB(url: string): Promise<{ status: number; body: Buffer; headers: Headers }> {
    Object.assign(process.env, bucketSettings(), { UPLOAD_DIR: path.join(machine('b'), 'uploads') });
    if (url.startsWith('/documents/files/')) {
      const response = await handleStoredDocument(new Request(`http://machine-b.test${url}`));
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
    }
    const file = path.join(machine('b'), 'public', decodeURIComponent(url));
    return existsSync(file)
      ? { status: 200, body: readFileSync(file), headers: new Headers() }
      : { status: 404, body: Buffer.alloc(0), headers: new Headers() };
  }

  it('publishes a list item with its PDF on machine A; machine B serves the PDF from the bucket while the item is listed', async () => {
    for (const name of ['a', 'b'] as const) mkdirSync(path.join(machine(name), 'uploads'), { recursive: true });
    const bytes = await pdfWithPages(2);
    const pdf = path.join(machine('a'), 'Board notice.pdf');
    writeFileSync(pdf, bytes);
    const title = `Published on machine A (${engine})`;
    const item = path.join(machine('a'), 'announcement.json');
    writeFileSync(
      item,
      JSON.stringify({
        th: { new_set_title: `${title} th`, new_set_date: '2026-11-27' },
        en: { new_set_title: title, new_set_date: '2026-11-27' },
      }),
    );

    const { stdout } = await tsx('scripts/publish.ts', ['new_set', item, pdf], {
      ...bucketSettings(),
      UPLOAD_DIR: path.join(machine('a'), 'uploads'),
      SITE_URL: 'http://127.0.0.1:9',
    });
    await closeDatabase();
    const listed = ((await getSetNews('en')) || []).find((news) => news.new_set_title === title);
    expect(listed).toBeDefined();
    const url = listed!.new_set_pdf_url!;
    // A copy the command made under the checkout's public/ (as it did before) is not this test's to keep.
    if (url.startsWith('/documents/published/')) rmSync(path.join(root, 'public', url), { force: true });

    const served = await machineB(url);
    expect(served.status).toBe(200);
    expect(sha256(served.body)).toBe(sha256(bytes));
    // The document route's answer, under the file's name: the same headers as a newsroom item's document.
    expect(url).toBe(`/documents/files/${sha256(bytes)}/${encodeURIComponent('Board notice.pdf')}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(served.headers.get('etag')).toBe(`"${sha256(bytes)}"`);
    expect(stdout).toContain(`document: ${url} (s3://${s3.bucket}/${sha256(bytes)}.pdf)`);
    // From the bucket: neither machine's folder keeps the file.
    expect(await s3.store.head(`${sha256(bytes)}.pdf`)).toEqual({ length: bytes.length });
    expect(filesUnder(machine('a')).filter((file) => file.endsWith(`${sha256(bytes)}.pdf`))).toEqual([]);
    expect(filesUnder(machine('b'))).toEqual([]);

    // Its rows taken off the list (as a withdrawal takes them): machine B serves the file no more.
    await (await getDatabase()).batch(deleteStatements('setNews', { new_set_id: listed!.new_set_id }), 'write');
    expect((await machineB(url)).status).toBe(404);
  }, 120_000);
});
