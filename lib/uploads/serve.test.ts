/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'content-disposition';
import { storedDocumentResponse } from './index';
import { expectServedPdf } from './upload-fixtures';

let directory: string;
const content = Buffer.from('%PDF-1.4\n% a stored document\n%%EOF\n');
const hash = createHash('sha256').update(content).digest('hex');

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'uploads-serve-'));
  writeFileSync(path.join(directory, `${hash}.pdf`), content);
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('storedDocumentResponse', () => {
  it('streams the stored file under its download name, Thai in UTF-8', async () => {
    const response = await storedDocumentResponse(hash, { directory, downloadName: 'งบการเงิน Q1 2568.pdf' });
    const disposition = await expectServedPdf(response, content, hash);
    expect(disposition).toBe(
      `inline; filename="_ Q1 2568.pdf"; filename*=UTF-8''${encodeURIComponent('งบการเงิน Q1 2568.pdf')}`,
    );
    expect(parse(disposition).parameters.filename).toBe('งบการเงิน Q1 2568.pdf');
  });

  it('saves as an attachment when asked, with the caching the route gives', async () => {
    const response = await storedDocumentResponse(hash, {
      directory,
      downloadName: 'Annual report.pdf',
      disposition: 'attachment',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Annual report.pdf"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sanitises a download name taken from the request', async () => {
    const response = await storedDocumentResponse(hash, { directory, downloadName: '../../secret\r\nx: y' });
    expect(response.headers.get('content-disposition')).toBe('inline; filename="secret x_ y.pdf"');
  });

  it('answers 304 to a request that has it already', async () => {
    const request = new Request('http://localhost/x', { headers: { 'if-none-match': `"other", "${hash}"` } });
    const response = await storedDocumentResponse(hash, { directory, downloadName: 'a.pdf', request });
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
  });

  it.each([
    ['an unknown hash', 'f'.repeat(64)],
    ['a path', `../${hash}`],
    ['upper-case hex', hash.toUpperCase()],
    ['a short hash', hash.slice(0, 63)],
    ['a hash with .pdf', `${hash}.pdf`],
  ])('answers 404 to %s', async (_, asked) => {
    const response = await storedDocumentResponse(asked, { directory, downloadName: 'a.pdf' });
    expect(response.status).toBe(404);
  });
});
