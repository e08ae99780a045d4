/** @jest-environment node */
import th from '@/messages/th.json';
import type { Actor } from './items';

// The signed-in account is the test's (./testing/route-stand-ins.ts).
let signedIn: Actor;
type StandIns = typeof import('./testing/route-stand-ins');
jest.mock('@/lib/accounts/server', () => jest.requireActual<StandIns>('./testing/route-stand-ins').workspaceServerStandIn(() => signedIn));
jest.mock('next-intl/server', () => jest.requireActual<StandIns>('./testing/route-stand-ins').translationsStandIn());

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetSettings } from '@/lib/config/settings.mjs';
import { listAuditEntries } from '@/lib/backend';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { multipartRequest, sha256, webmBytes, type FormPart } from '@/lib/uploads/upload-fixtures';
import { readContent } from './content';
import { getItem, listItems } from './items';
import { handleFiguresImport, handleVideoUpload } from './server';

jest.setTimeout(60_000);
const uploads = mkdtempSync(path.join(tmpdir(), 'quarter-uploads-'));
withTemporaryStore('figures-import', { UPLOAD_DIR: uploads });
beforeAll(() => forgetSettings());
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const editor: Actor = { id: 'e1', email: 'editor@example.com', role: 'editor' };

function post(url: string, parts: FormPart[], accept = 'text/html'): Request {
  const inner = multipartRequest(parts);
  const headers = new Headers(inner.headers);
  headers.set('accept', accept);
  return new Request(`http://localhost${url}`, { method: 'POST', headers, body: inner.body, duplex: 'half' } as RequestInit);
}

const PACK = Buffer.from(
  '\uFEFFปี,ไตรมาส,รายได้รวม,รายได้จากการขาย,กำไรขั้นต้น,อัตรากำไรขั้นต้น (%),กำไรสุทธิ,กำไรต่อหุ้น (บาท)\r\n2569,4,4321098,4200000,1400000,33.33,612345,0.1875\r\n2569,3,1,1,1,1,1,1\r\n',
);

describe('importing the figures of a quarter into the form', () => {
  beforeEach(() => {
    signedIn = editor;
  });

  it('with JavaScript answers the figures of the form’s quarter, saving nothing, and audits the import', async () => {
    const reply = await handleFiguresImport(
      post('/api/workspace/items/figures?kind=quarterlyResults&fill=1&lang=en', [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '4' },
        { name: 'figures_file', filename: 'results-2026-q4.csv', content: PACK },
      ], 'application/json'),
      null,
    );
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ figures: { totalRevenue: 4321098, salesRevenue: 4200000, grossProfit: 1400000, netProfit: 612345, eps: 0.1875 } });
    expect(await listItems()).toEqual([]);
    const [entry] = await listAuditEntries({ limit: 1 });
    expect(entry).toMatchObject({ actor: editor.email, action: 'content', object: 'import:figures' });
  });

  it('refuses a file that is not a data pack with its message, in the page’s language', async () => {
    const reply = await handleFiguresImport(
      post('/api/workspace/items/figures?kind=quarterlyResults&fill=1&lang=th', [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '4' },
        { name: 'figures_file', filename: 'notes.pdf', content: Buffer.from('%PDF-1.4\n\u0000\u00ff', 'latin1') },
      ], 'application/json'),
      null,
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'import-notSpreadsheet', message: th.Workspace.itemForm.import.errors.notSpreadsheet });
    const noQuarter = await handleFiguresImport(
      post('/api/workspace/items/figures?kind=quarterlyResults&fill=1&lang=en', [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '' },
        { name: 'figures_file', filename: 'pack.csv', content: PACK },
      ], 'application/json'),
      null,
    );
    expect(await noQuarter.json()).toMatchObject({ error: 'import-noPeriod' });
    const otherKind = await handleFiguresImport(post('/api/workspace/items/figures?kind=pressRelease&fill=1', [{ name: 'year', value: '2026' }], 'application/json'), null);
    expect(otherKind.status).toBe(400);
  });

  it('without JavaScript saves the draft with the form’s text and the figures, and goes back to its edit page', async () => {
    const next = encodeURIComponent('/en/admin/items/{id}/edit');
    const reply = await handleFiguresImport(
      post(`/api/workspace/items/figures?kind=quarterlyResults&next=${next}`, [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '4' },
        { name: 'totalRevenue', value: '' },
        { name: 'transcriptEn', value: '00:00:05 Chief Executive: Typed before the import.' },
        { name: 'intent', value: 'import' },
        { name: 'figures_file', filename: 'results-2026-q4.csv', content: PACK },
      ]),
      null,
    );
    expect(reply.status).toBe(303);
    const location = reply.headers.get('location')!;
    expect(location).toMatch(/^\/en\/admin\/items\/[^/]+\/edit\?done=1$/);
    const id = location.split('/')[4];
    expect((await getItem(id))?.content).toEqual({
      year: 2026,
      quarter: 4,
      totalRevenue: 4321098,
      salesRevenue: 4200000,
      grossProfit: 1400000,
      netProfit: 612345,
      eps: 0.1875,
      transcriptEn: '00:00:05 Chief Executive: Typed before the import.',
    });

    // A quarter the file does not hold: the text is kept, the edit page says why.
    const refused = await handleFiguresImport(
      post(`/api/workspace/items/${id}/figures?next=${next}`, [
        { name: 'year', value: '2027' },
        { name: 'quarter', value: '1' },
        { name: 'figures_file', filename: 'results-2026-q4.csv', content: PACK },
      ]),
      id,
    );
    expect(refused.headers.get('location')).toBe(`/en/admin/items/${id}/edit?error=import-noQuarter`);
    expect((await getItem(id))?.content).toEqual({ year: 2027, quarter: 1 });
  });
});

describe('the webcast video upload', () => {
  beforeEach(() => {
    signedIn = editor;
  });

  it('stores an MP4 or WebM under its hash, audits it, and answers the path the webcast field takes', async () => {
    const video = webmBytes(20_000);
    const reply = await handleVideoUpload(post('/api/workspace/uploads/video?lang=en', [{ name: 'video', filename: 'Q4 call.webm', content: video, type: 'video/webm' }], 'application/json'));
    expect(reply.status).toBe(200);
    const href = `/videos/${sha256(video)}.webm`;
    expect(await reply.json()).toEqual({ href, type: 'webm', size: video.length });
    expect(existsSync(path.join(uploads, `${sha256(video)}.webm`))).toBe(true);
    const [entry] = await listAuditEntries({ limit: 1 });
    expect(entry).toMatchObject({ actor: editor.email, action: 'content', object: `upload:${sha256(video)}` });
    expect(readContent('quarterlyResults', { webcast: href }).ok).toBe(true);
  });

  it('refuses anything else with its message in the page’s language, storing nothing', async () => {
    const reply = await handleVideoUpload(post('/api/workspace/uploads/video?lang=th', [{ name: 'video', filename: 'slides.mp4', content: Buffer.from('%PDF-1.7 not a video'), type: 'video/mp4' }], 'application/json'));
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'not-video', message: th.Uploads.notVideo.replace('{file}', 'slides.mp4') });
    const none = await handleVideoUpload(post('/api/workspace/uploads/video', [{ name: 'year', value: '2026' }], 'application/json'));
    expect(none.status).toBe(400);
  });
});
