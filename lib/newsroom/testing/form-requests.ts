import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetSettings } from '@/lib/config/settings.mjs';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { multipartRequest, type FormPart } from '@/lib/uploads/upload-fixtures';

/** A multipart post to a workspace route, as a browser without JavaScript sends it (or a script, asking for JSON). */
export function postForm(url: string, parts: FormPart[], accept = 'text/html'): Request {
  const inner = multipartRequest(parts);
  const headers = new Headers(inner.headers);
  headers.set('accept', accept);
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers,
    body: inner.body,
    duplex: 'half',
  } as RequestInit);
}

/**
 * The test file's temporary store with an upload folder of its own, removed after the file's tests;
 * the settings are read again, so that they see the folder. Returns the folder.
 */
export function withUploadStore(name: string): string {
  const uploads = mkdtempSync(path.join(tmpdir(), `${name}-`));
  withTemporaryStore(name, { UPLOAD_DIR: uploads });
  beforeAll(() => forgetSettings());
  afterAll(() => rmSync(uploads, { recursive: true, force: true }));
  return uploads;
}
