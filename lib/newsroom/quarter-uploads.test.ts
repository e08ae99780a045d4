/** @jest-environment node */
import { editor } from './testing/documents';
import th from '@/messages/th.json';

// The signed-in account is the test's: signIn() of ./testing/route-stand-ins.ts.
type StandIns = typeof import('./testing/route-stand-ins');
jest.mock('@/lib/accounts/server', () =>
  jest.requireActual<StandIns>('./testing/route-stand-ins').workspaceServerStandIn(),
);
jest.mock('next-intl/server', () => jest.requireActual<StandIns>('./testing/route-stand-ins').translationsStandIn());

import { signIn } from './testing/route-stand-ins';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { listAuditEntries } from '@/lib/backend';
import { sha256, webmBytes, type FormPart } from '@/lib/uploads/upload-fixtures';
import { readContent } from './content';
import { getItem, listItems } from './items';
import { postForm as post, withUploadStore } from './testing/form-requests';
import { handleFiguresImport, handleItemForm, handleVideoForm, handleVideoUpload, readHeldFields } from './server';

jest.setTimeout(60_000);
const uploads = withUploadStore('figures-import');

const PACK = Buffer.from(
  '\uFEFFปี,ไตรมาส,รายได้รวม,รายได้จากการขาย,กำไรขั้นต้น,อัตรากำไรขั้นต้น (%),กำไรสุทธิ,กำไรต่อหุ้น (บาท)\r\n2569,4,4321098,4200000,1400000,33.33,612345,0.1875\r\n2569,3,1,1,1,1,1,1\r\n',
);

/** The figures import as the form's script asks for it: the year 2026, a quarter and the chosen file. */
function importScripted(lang: 'en' | 'th', quarter: string, file: { filename: string; content: Buffer }) {
  return handleFiguresImport(
    post(
      `/api/workspace/items/figures?kind=quarterlyResults&fill=1&lang=${lang}`,
      [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: quarter },
        { name: 'figures_file', ...file },
      ],
      'application/json',
    ),
    null,
  );
}

describe('importing the figures of a quarter into the form', () => {
  beforeEach(() => {
    signIn(editor);
  });

  it('with JavaScript answers the figures of the form’s quarter, saving nothing, and audits the import', async () => {
    const reply = await importScripted('en', '4', { filename: 'results-2026-q4.csv', content: PACK });
    expect(reply.status).toBe(200);
    // The pack's EPS is not imported: the quarter computes its own (lib/figures).
    expect(await reply.json()).toEqual({
      figures: { totalRevenue: 4321098, salesRevenue: 4200000, grossProfit: 1400000, netProfit: 612345 },
    });
    expect(await listItems()).toEqual([]);
    const [entry] = await listAuditEntries({ limit: 1 });
    expect(entry).toMatchObject({ actor: editor.email, action: 'content', object: 'import:figures' });
  });

  it('refuses a file that is not a data pack with its message, in the page’s language', async () => {
    const reply = await importScripted('th', '4', {
      filename: 'notes.pdf',
      content: Buffer.from('%PDF-1.4\n\u0000\u00ff', 'latin1'),
    });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      error: 'import-notSpreadsheet',
      message: th.Workspace.itemForm.import.errors.notSpreadsheet,
    });
    const noQuarter = await importScripted('en', '', { filename: 'pack.csv', content: PACK });
    expect(await noQuarter.json()).toMatchObject({ error: 'import-noPeriod' });
    const otherKind = await handleFiguresImport(
      post(
        '/api/workspace/items/figures?kind=pressRelease&fill=1',
        [{ name: 'year', value: '2026' }],
        'application/json',
      ),
      null,
    );
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

    // A transcript the parser refuses, typed before the import: the figures are read, the transcript
    // comes back to its field with the parser's problem and its text.
    const withBadText = await handleFiguresImport(
      post(`/api/workspace/items/${id}/figures?next=${next}`, [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '4' },
        { name: 'transcriptTh', value: 'ไม่มีเวลา' },
        { name: 'figures_file', filename: 'results-2026-q4.csv', content: PACK },
      ]),
      id,
    );
    const back = new URL(withBadText.headers.get('location')!, 'http://localhost');
    expect(back.searchParams.get('done')).toBe('1');
    expect(back.searchParams.get('fields')).toBe('transcriptTh:transcript.noTime');
    expect(await readHeldFields(back.searchParams.get('held'), { userId: editor.id, itemId: id })).toEqual({
      transcriptTh: 'ไม่มีเวลา',
    });
    expect((await getItem(id))?.content).toMatchObject({ year: 2026, quarter: 4, netProfit: 612345 });
  });
});

describe('the webcast video upload', () => {
  beforeEach(() => {
    signIn(editor);
  });

  it('stores an MP4 or WebM under its hash, audits it, and answers the path the webcast field takes', async () => {
    const video = webmBytes(20_000);
    const reply = await handleVideoUpload(
      post(
        '/api/workspace/uploads/video?lang=en',
        [{ name: 'video', filename: 'Q4 call.webm', content: video, type: 'video/webm' }],
        'application/json',
      ),
    );
    expect(reply.status).toBe(200);
    const href = `/videos/${sha256(video)}.webm`;
    expect(await reply.json()).toEqual({ href, type: 'webm', size: video.length });
    expect(existsSync(path.join(uploads, `${sha256(video)}.webm`))).toBe(true);
    const [entry] = await listAuditEntries({ limit: 1 });
    expect(entry).toMatchObject({ actor: editor.email, action: 'content', object: `upload:${sha256(video)}` });
    expect(readContent('quarterlyResults', { webcast: href }).ok).toBe(true);
  });

  it('refuses anything else with its message in the page’s language, storing nothing', async () => {
    const reply = await handleVideoUpload(
      post(
        '/api/workspace/uploads/video?lang=th',
        [{ name: 'video', filename: 'slides.mp4', content: Buffer.from('%PDF-1.7 not a video'), type: 'video/mp4' }],
        'application/json',
      ),
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      error: 'not-video',
      message: th.Uploads.notVideo.replace('{file}', 'slides.mp4'),
    });
    const none = await handleVideoUpload(
      post('/api/workspace/uploads/video', [{ name: 'year', value: '2026' }], 'application/json'),
    );
    expect(none.status).toBe(400);
  });
});

/** The stored videos of the upload folder. */
const storedVideos = () => readdirSync(uploads).filter((name) => /\.(webm|mp4)$/.test(name));

describe('the webcast video with the form posted without JavaScript', () => {
  beforeEach(() => {
    signIn(editor);
  });

  it('stores the video, saves the draft with the form’s text and the webcast set, and goes back to the form', async () => {
    const video = webmBytes(30_000);
    const next = encodeURIComponent('/admin/items/{id}/edit');
    const reply = await handleVideoForm(
      post(`/api/workspace/items/video?kind=quarterlyResults&next=${next}`, [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '4' },
        { name: 'totalRevenue', value: '4321098' },
        { name: 'webcast', value: '' },
        { name: 'transcriptTh', value: '00:00:05 ประธาน: พิมพ์ไว้ก่อนอัปโหลด' },
        { name: 'texts_end', value: '1' },
        { name: 'intent', value: 'video' },
        { name: 'webcast_video', filename: 'Q4 call.webm', content: video, type: 'video/webm' },
        // The figures import's file input, left empty: nothing chosen, nothing refused.
        { name: 'figures_file', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
      ]),
      null,
    );
    expect(reply.status).toBe(303);
    const location = reply.headers.get('location')!;
    expect(location).toMatch(/^\/admin\/items\/[^/]+\/edit\?done=1&video=stored$/);
    const id = location.split('/')[3];
    const href = `/videos/${sha256(video)}.webm`;
    expect((await getItem(id))?.content).toEqual({
      year: 2026,
      quarter: 4,
      totalRevenue: 4321098,
      webcast: href,
      transcriptTh: '00:00:05 ประธาน: พิมพ์ไว้ก่อนอัปโหลด',
    });
    expect(existsSync(path.join(uploads, `${sha256(video)}.webm`))).toBe(true);
    const entries = await listAuditEntries({ limit: 5 });
    expect(entries.map((entry) => entry.object)).toContain(`upload:${sha256(video)}`);
  });

  it('refuses a file that is no MP4 or WebM, storing nothing, and keeps the text with the refusal for the edit page', async () => {
    const before = storedVideos();
    const next = encodeURIComponent('/en/admin/items/{id}/edit');
    const first = await handleVideoForm(
      post(`/api/workspace/items/video?kind=quarterlyResults&next=${next}`, [
        { name: 'year', value: '2026' },
        { name: 'texts_end', value: '1' },
        {
          name: 'webcast_video',
          filename: 'slides.mp4',
          content: Buffer.from('%PDF-1.7 not a video at all, really'),
          type: 'video/mp4',
        },
      ]),
      null,
    );
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^\/en\/admin\/items\/[^/]+\/edit\?error=not-video$/);
    const id = location.split('/')[4];
    expect((await getItem(id))?.content).toEqual({ year: 2026 });
    expect(storedVideos()).toEqual(before);

    // An existing draft: every typed field kept, the webcast it had too.
    const again = await handleVideoForm(
      post(`/api/workspace/items/${id}/video?next=${next}`, [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '3' },
        { name: 'webcast', value: 'https://www.youtube-nocookie.com/embed/abc' },
        { name: 'transcriptEn', value: '00:00:01 Host: Kept.' },
        { name: 'texts_end', value: '1' },
        { name: 'webcast_video', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
      ]),
      id,
    );
    expect(again.headers.get('location')).toBe(`/en/admin/items/${id}/edit?error=no-file`);
    expect((await getItem(id))?.content).toEqual({
      year: 2026,
      quarter: 3,
      webcast: 'https://www.youtube-nocookie.com/embed/abc',
      transcriptEn: '00:00:01 Host: Kept.',
    });

    // With a script (JSON asked), the same route answers the refusal in the page's language.
    const scripted = await handleVideoForm(
      post(
        `/api/workspace/items/${id}/video?lang=th`,
        [
          { name: 'texts_end', value: '1' },
          {
            name: 'webcast_video',
            filename: 'a.webm',
            content: Buffer.from('not a webm file, no EBML header'),
            type: 'video/webm',
          },
        ],
        'application/json',
      ),
      id,
    );
    expect(scripted.status).toBe(400);
    expect(await scripted.json()).toMatchObject({
      error: 'not-video',
      message: th.Uploads.notVideo.replace('{file}', 'a.webm'),
    });
  });

  it('takes no video for another kind', async () => {
    const before = storedVideos();
    const other = await handleVideoForm(
      post(
        '/api/workspace/items/video?kind=pressRelease',
        [{ name: 'webcast_video', filename: 'a.webm', content: webmBytes(100), type: 'video/webm' }],
        'application/json',
      ),
      null,
    );
    expect(other.status).toBe(400);
    expect(storedVideos()).toEqual(before);
  });

  it('takes one video: a second file is refused, nothing stored', async () => {
    const before = storedVideos();
    const reply = await handleVideoForm(
      post(
        '/api/workspace/items/video?kind=quarterlyResults',
        [
          { name: 'texts_end', value: '1' },
          { name: 'webcast_video', filename: 'a.webm', content: webmBytes(300), type: 'video/webm' },
          { name: 'webcast_video', filename: 'b.webm', content: webmBytes(400), type: 'video/webm' },
        ],
        'application/json',
      ),
      null,
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ error: 'too-many-files' });
    expect(storedVideos()).toEqual(before);
  });
});

it('a video sent with the form’s Save button is not taken: nothing stored, the text saved, the edit page told why', async () => {
  signIn(editor);
  const before = storedVideos();
  const reply = await handleItemForm(
    post(`/api/workspace/items/form?kind=quarterlyResults&next=${encodeURIComponent('/admin/items/{id}')}`, [
      { name: 'year', value: '2026' },
      { name: 'transcriptEn', value: '00:00:01 Host: Saved anyway.' },
      { name: 'texts_end', value: '1' },
      { name: 'intent', value: 'save' },
      { name: 'webcast_video', filename: 'call.webm', content: webmBytes(500), type: 'video/webm' },
    ]),
    null,
  );
  const location = reply.headers.get('location')!;
  expect(location).toMatch(/^\/admin\/items\/[^/]+\/edit\?error=video-button$/);
  expect((await getItem(location.split('/')[3]))?.content).toEqual({
    year: 2026,
    transcriptEn: '00:00:01 Host: Saved anyway.',
  });
  expect(storedVideos()).toEqual(before);
});

describe('a refused field without JavaScript', () => {
  beforeEach(() => {
    signIn(editor);
  });

  it('names each refused field with its problem, a transcript the parser’s, and holds the text typed for the edit page', async () => {
    const next = encodeURIComponent('/admin/items/{id}');
    const pasted = 'Good afternoon, everyone.\nA line without its time.';
    const reply = await handleItemForm(
      post(`/api/workspace/items/form?kind=quarterlyResults&next=${next}`, [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '4' },
        { name: 'webcast', value: 'https://example.com/webcast' },
        { name: 'transcriptEn', value: pasted },
        { name: 'transcriptTh', value: '00:00:05 ประธาน: ถูกต้อง' },
        { name: 'texts_end', value: '1' },
        { name: 'intent', value: 'save' },
        // The quarterly form's other file inputs, left empty.
        { name: 'figures_file', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
        { name: 'webcast_video', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
      ]),
      null,
    );
    expect(reply.status).toBe(303);
    const location = new URL(reply.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toMatch(/^\/admin\/items\/[^/]+\/edit$/);
    expect(location.searchParams.get('error')).toBe('invalid');
    expect(location.searchParams.get('fields')?.split(',').sort()).toEqual([
      'transcriptEn:transcript.noTime',
      'webcast:invalid',
    ]);
    const id = location.pathname.split('/')[3];
    // The draft keeps what is valid; the refused text is held for this person and this item only.
    expect((await getItem(id))?.content).toEqual({ year: 2026, quarter: 4, transcriptTh: '00:00:05 ประธาน: ถูกต้อง' });
    const held = location.searchParams.get('held');
    expect(await readHeldFields(held, { userId: editor.id, itemId: id })).toEqual({
      transcriptEn: pasted,
      webcast: 'https://example.com/webcast',
    });
    expect(await readHeldFields(held, { userId: 'someone-else', itemId: id })).toBeNull();
    expect(await readHeldFields(held, { userId: editor.id, itemId: 'another-item' })).toBeNull();
    expect(
      await readHeldFields(held, { userId: editor.id, itemId: id }, { now: new Date(Date.now() + 31 * 60_000) }),
    ).toBeNull();
    expect(await readHeldFields('../../etc/passwd', { userId: editor.id, itemId: id })).toBeNull();
  });
});

describe('a transcript’s WebVTT file posted with the form without JavaScript', () => {
  beforeEach(() => {
    signIn(editor);
  });

  // As a draft keeps it: without the file's last line break.
  const VTT =
    'WEBVTT\n\n00:00:05.000 --> 00:00:09.000\n<v ประธาน>สวัสดีครับ ยินดีต้อนรับ\n\n00:00:10.000 --> 00:00:14.000\n<v ประธาน>ผลประกอบการไตรมาสนี้';
  const formUrl = (next = '/admin/items/{id}') =>
    `/api/workspace/items/form?kind=quarterlyResults&next=${encodeURIComponent(next)}`;
  const form = (parts: FormPart[]): FormPart[] => [
    { name: 'year', value: '2026' },
    { name: 'quarter', value: '4' },
    { name: 'transcriptTh', value: '' },
    { name: 'transcriptTh_vtt', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
    { name: 'transcriptEn', value: '00:00:05 Chair: Typed in the box.' },
    { name: 'transcriptEn_vtt', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
    ...parts,
    { name: 'texts_end', value: '1' },
    { name: 'intent', value: 'save' },
    { name: 'figures_file', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
    { name: 'webcast_video', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
  ];
  /** The form with a file in one transcript's input (the later part of the same name is the one read). */
  const withFile = (name: string, content: Buffer, filename = 'call.vtt') =>
    form([{ name, filename, content, type: 'text/vtt' }]).filter(
      (part, index, all) =>
        !(
          part.name === name &&
          'filename' in part &&
          part.filename === '' &&
          all.some((other) => other.name === name && other !== part)
        ),
    );

  it('reads the file as UTF-8 text in place of the box’s text and saves it in the draft, storing no file', async () => {
    const before = readdirSync(uploads).filter((name) => !name.startsWith('.'));
    const reply = await handleItemForm(
      post(
        formUrl(),
        withFile('transcriptTh_vtt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${VTT}\n`)])),
      ),
      null,
    );
    expect(reply.status).toBe(303);
    const location = reply.headers.get('location')!;
    expect(location).toMatch(/^\/admin\/items\/[^/]+\?done=1$/);
    const item = await getItem(location.split('/')[3].split('?')[0]);
    expect(item?.content).toEqual({
      year: 2026,
      quarter: 4,
      transcriptTh: VTT,
      transcriptEn: '00:00:05 Chair: Typed in the box.',
    });
    expect(readdirSync(uploads).filter((name) => !name.startsWith('.'))).toEqual(before);

    // The file wins over the box's text.
    const over = await handleItemForm(
      post(formUrl(), withFile('transcriptEn_vtt', Buffer.from(VTT.replace(/ประธาน/g, 'Chair')))),
      null,
    );
    expect(over.status).toBe(303);
    const replaced = await getItem(over.headers.get('location')!.split('/')[3].split('?')[0]);
    expect(replaced?.content).toMatchObject({ transcriptEn: VTT.replace(/ประธาน/g, 'Chair') });
  });

  it('ignores the file inputs left empty', async () => {
    const reply = await handleItemForm(post(formUrl(), form([])), null);
    expect(reply.status).toBe(303);
    const item = await getItem(reply.headers.get('location')!.split('/')[3].split('?')[0]);
    expect(item?.content).toEqual({ year: 2026, quarter: 4, transcriptEn: '00:00:05 Chair: Typed in the box.' });
  });

  it('brings a file the parser refuses back to its field with the parser’s problem and its text held', async () => {
    const bad = 'WEBVTT\n\n00:00:09.000 --> 00:00:05.000\nEnds before it starts.\n';
    const reply = await handleItemForm(post(formUrl(), withFile('transcriptTh_vtt', Buffer.from(bad))), null);
    expect(reply.status).toBe(303);
    const location = new URL(reply.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toMatch(/^\/admin\/items\/[^/]+\/edit$/);
    expect(location.searchParams.get('error')).toBe('invalid');
    expect(location.searchParams.get('fields')).toBe('transcriptTh:transcript.endBeforeStart');
    const id = location.pathname.split('/')[3];
    expect((await getItem(id))?.content).toEqual({
      year: 2026,
      quarter: 4,
      transcriptEn: '00:00:05 Chair: Typed in the box.',
    });
    expect(await readHeldFields(location.searchParams.get('held'), { userId: editor.id, itemId: id })).toEqual({
      transcriptTh: bad,
    });
  });

  it('refuses a file over 1 MB or not text at its field, keeping the box’s text', async () => {
    const large = Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(1024 * 1024, 'a')]);
    const reply = await handleItemForm(post(formUrl(), withFile('transcriptEn_vtt', large)), null);
    expect(reply.status).toBe(303);
    const location = new URL(reply.headers.get('location')!, 'http://localhost');
    expect(location.searchParams.get('fields')).toBe('transcriptEn:transcript.fileTooLarge');
    const id = location.pathname.split('/')[3];
    expect((await getItem(id))?.content).toEqual({
      year: 2026,
      quarter: 4,
      transcriptEn: '00:00:05 Chair: Typed in the box.',
    });
    expect(await readHeldFields(location.searchParams.get('held'), { userId: editor.id, itemId: id })).toEqual({
      transcriptEn: '00:00:05 Chair: Typed in the box.',
    });

    const binary = await handleItemForm(
      post(
        formUrl(),
        withFile('transcriptTh_vtt', Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe, 0x00])),
      ),
      null,
    );
    expect(new URL(binary.headers.get('location')!, 'http://localhost').searchParams.get('fields')).toBe(
      'transcriptTh:transcript.notText',
    );
    const empty = await handleItemForm(post(formUrl(), withFile('transcriptTh_vtt', Buffer.alloc(0))), null);
    expect(new URL(empty.headers.get('location')!, 'http://localhost').searchParams.get('fields')).toBe(
      'transcriptTh:transcript.empty',
    );
  });

  it('reads the file with the form’s other buttons too: the figures import and the video', async () => {
    const next = encodeURIComponent('/admin/items/{id}/edit');
    const imported = await handleFiguresImport(
      post(`/api/workspace/items/figures?kind=quarterlyResults&next=${next}`, [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '4' },
        { name: 'transcriptTh_vtt', filename: 'call.vtt', content: Buffer.from(VTT), type: 'text/vtt' },
        { name: 'transcriptEn_vtt', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
        { name: 'figures_file', filename: 'results-2026-q4.csv', content: PACK },
      ]),
      null,
    );
    expect(imported.status).toBe(303);
    expect((await getItem(imported.headers.get('location')!.split('/')[3]))?.content).toMatchObject({
      netProfit: 612345,
      transcriptTh: VTT,
    });

    const video = webmBytes(10_000);
    const withVideo = await handleVideoForm(
      post(`/api/workspace/items/video?kind=quarterlyResults&next=${next}`, [
        { name: 'year', value: '2026' },
        { name: 'quarter', value: '4' },
        { name: 'transcriptTh_vtt', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
        { name: 'transcriptEn_vtt', filename: 'call.vtt', content: Buffer.from(VTT), type: 'text/vtt' },
        { name: 'texts_end', value: '1' },
        { name: 'intent', value: 'video' },
        { name: 'webcast_video', filename: 'Q4 call.webm', content: video, type: 'video/webm' },
        { name: 'figures_file', filename: '', content: Buffer.alloc(0), type: 'application/octet-stream' },
      ]),
      null,
    );
    expect(withVideo.status).toBe(303);
    expect((await getItem(withVideo.headers.get('location')!.split('/')[3]))?.content).toMatchObject({
      webcast: `/videos/${sha256(video)}.webm`,
      transcriptEn: VTT,
    });
  });
});
