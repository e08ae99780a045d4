/** @jest-environment node */
import type { Role } from '@/lib/accounts/roles';

// The session, origin and CSRF checks are lib/accounts' workspaceAction (its own tests and the e2e spec);
// here the signed-in person is whoever the test says (nobody: 401), refused (403) unless `permits`
// grants the action the route asks for, and the rest of the route runs for real on a store of its own.
let signedIn: { id: string; email: string; role: Role } | null = null;
const askedActions: string[] = [];
jest.mock('@/lib/accounts/server', () =>
  jest
    .requireActual<typeof import('@/lib/testing/workspace-stand-in')>('@/lib/testing/workspace-stand-in')
    .workspaceDoorStandIn(() => signedIn, { onAction: (action) => askedActions.push(action) }),
);
jest.mock('next-intl/server', () =>
  jest
    .requireActual<typeof import('@/lib/newsroom/testing/route-stand-ins')>('@/lib/newsroom/testing/route-stand-ins')
    .translationsStandIn(),
);

import {
  countReading,
  countZeroSearch,
  setReadingCountsEnabled,
  takeReadingCounts,
} from '@/lib/server/process-bridge.mjs';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { handleReadingCsv } from './csv';
import { flushReadingCounts } from './figures';

withTemporaryStore('reading-csv');

const DOCUMENT = '/documents/news/set-2021-002.pdf';
const today = () => new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
const get = (query: string) => handleReadingCsv(new Request(`http://localhost/api/workspace/reading/csv?${query}`));

/** The reply's bytes as text, the byte-order mark kept (Response.text() would drop it). */
async function body(response: Response): Promise<string> {
  return Buffer.from(await response.arrayBuffer()).toString('utf8');
}
const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

beforeAll(async () => {
  setReadingCountsEnabled(true);
  takeReadingCounts();
  for (let i = 0; i < 3; i += 1) countReading('download', DOCUMENT, '');
  countReading('page', '/en/privacy', '');
  countReading('page', '/en/privacy', '');
  countReading('page', '/privacy', '');
  // Strangers' searches: a formula, a sum, commas and quotes, and Thai.
  countZeroSearch('=HYPERLINK("http://evil.test")', 'en');
  countZeroSearch('-2+3', 'th');
  countZeroSearch('@SUM(A1)', 'en');
  countZeroSearch('a,b "c"', 'en');
  countZeroSearch('หุ้นกู้ ปี 2599', 'th');
  await flushReadingCounts();
});
afterAll(() => setReadingCountsEnabled(false));
beforeEach(() => {
  signedIn = { id: 'e1', email: 'editor@example.com', role: 'editor' };
  askedActions.length = 0;
});

it('answers 401 without a session, asking for reading.view, which every role has', async () => {
  signedIn = null;
  const response = await get('series=daily&days=7');
  expect(response.status).toBe(401);
  expect(askedActions).toEqual(['reading.view']);
  for (const role of ['editor', 'approver', 'admin'] as const) {
    signedIn = { id: role, email: `${role}@example.com`, role };
    expect((await get('series=daily&days=7')).status).toBe(200);
  }
});

it('answers 400 for a table, a window or a language it does not offer', async () => {
  for (const query of [
    'days=7',
    'series=visitors&days=7',
    'series=DAILY&days=7',
    'series=daily&days=8',
    'series=daily&days=abc',
    'series=daily&days=-7',
    'series=daily&days=7&lang=fr',
    'series=daily&days=7&lang=',
  ]) {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()) as { error: string; message: string }).toEqual({
      error: expect.any(String),
      message: expect.any(String),
    });
  }
});

it('downloads the views and downloads of every day of the window as an attachment: BOM, CRLF, never stored', async () => {
  const response = await get('series=daily&days=7&lang=en');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="reading-daily-7d-en-${today()}.csv"; filename*=UTF-8''reading-daily-7d-en-${today()}.csv`,
  );
  const text = await body(response);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = lines(text);
  expect(rows[0]).toBe('Day,Page views,Downloads');
  // Seven days, oldest first, then the file's last line end.
  expect(rows).toHaveLength(9);
  expect(rows[7]).toBe(`${today()},3,3`);
  expect(rows.slice(1, 7).every((row) => /^\d{4}-\d{2}-\d{2},0,0$/.test(row))).toBe(true);
  expect(rows[8]).toBe('');
});

it('names the documents in the language asked for, with their kind, language and count', async () => {
  const english = lines(await body(await get('series=documents&days=30&lang=en')));
  expect(english.slice(0, 2)).toEqual([
    'Document,Kind,Language,Downloads,File address',
    `Financial statements for the year ended 31 December 2020 (audited),${en.Routes.newsSet},Thai and English,3,${DOCUMENT}`,
  ]);
  const thai = lines(await body(await get('series=documents&days=30&lang=th')));
  expect(thai.slice(0, 2)).toEqual([
    'เอกสาร,ประเภท,ภาษา,ดาวน์โหลด,ที่อยู่ไฟล์',
    `งบการเงินประจำปี สิ้นสุดวันที่ 31 ธันวาคม 2563 (ตรวจสอบแล้ว),${th.Routes.newsSet},ไทยและอังกฤษ,3,${DOCUMENT}`,
  ]);
});

it('lists the pages viewed most', async () => {
  expect(lines(await body(await get('series=pages&days=90&lang=en'))).slice(0, 3)).toEqual([
    'Page,Page views',
    '/en/privacy,2',
    '/privacy,1',
  ]);
});

it('keeps a stranger’s search from running as a formula, and quotes what needs quoting', async () => {
  const rows = lines(await body(await get('series=searches&days=7&lang=en')));
  expect(rows[0]).toBe('Search,Language,Times');
  expect(rows.slice(1, -1).sort()).toEqual(
    [
      `"'=hyperlink(""http://evil.test"")",English,1`,
      "'-2+3,Thai,1",
      "'@sum(a1),English,1",
      '"a,b ""c""",English,1',
      'หุ้นกู้ ปี 2599,Thai,1',
    ].sort(),
  );
  expect(lines(await body(await get('series=searches&days=7&lang=th')))[0]).toBe('คำค้นหา,ภาษา,จำนวนครั้ง');
});
