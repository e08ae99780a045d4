/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import yauzl from 'yauzl';
import { getAnalysisExplanation, getFinancialStatements } from '@/lib/backend';
import { startStandInServer, type StandInServer } from '@/lib/testing/stand-in-server';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { MAX_ZIP_FILES } from './document-zip';
import { documentsZipResponse, MAX_ZIP_BODY_BYTES } from './document-zip-response';
import { documentSource, zipStream } from './zip-stream';

jest.mock('@/lib/backend', () => ({
  loadCompanyFacts: async (locale: 'th' | 'en') =>
    jest
      .requireActual<typeof import('@/lib/testing/company-facts')>('@/lib/testing/company-facts')
      .seedCompanyFacts(locale),
  ...jest.requireActual('@/lib/backend'),
  getFinancialStatements: jest.fn(),
  getAnalysisExplanation: jest.fn(),
}));
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Downloads.zip' }),
}));

const statements = jest.mocked(getFinancialStatements);
const analyses = jest.mocked(getAnalysisExplanation);

/** The entries of a ZIP, read back with yauzl (the reader of the yazl writer's author). */
async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}

let publicDir: string;
let remote: StandInServer;
const bytes = (name: string) => Buffer.from(`%PDF-1.4 ${name} ${'x'.repeat(5000)}\n%%EOF\n`);

beforeAll(async () => {
  process.env.FORM_RATE_LIMIT = '10000';
  publicDir = mkdtempSync(path.join(tmpdir(), 'ir-zip-'));
  mkdirSync(path.join(publicDir, 'documents', 'financial'), { recursive: true });
  for (const name of ['statements-2025-q1', 'statements-2025-q2', 'mdna-2025-q1', 'mdna 2024 q4']) {
    writeFileSync(path.join(publicDir, 'documents', 'financial', `${name}.pdf`), bytes(name));
  }
  // A secret beside the public folder, to be sure no listed path reaches it.
  writeFileSync(path.join(publicDir, '..', `${path.basename(publicDir)}.env`), 'SECRET=1');
  remote = await startStandInServer((request) => ({ body: `remote document ${request.path}` }));
});

afterAll(async () => {
  delete process.env.FORM_RATE_LIMIT;
  rmSync(publicDir, { recursive: true, force: true });
  rmSync(path.join(publicDir, '..', `${path.basename(publicDir)}.env`), { force: true });
  await remote.close();
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  statements.mockImplementation(async (lang) => [
    { year: 2025, quarter: 1, pdf_url: '/documents/financial/statements-2025-q1.pdf' },
    {
      year: 2025,
      quarter: 2,
      pdf_url: lang === 'en' ? '/documents/financial/statements-2025-q2.pdf' : '/documents/financial/missing.pdf',
    },
    { year: 2025, quarter: 3, pdf_url: `${remote.url}/files/statements-2025-q3.pdf` },
  ]);
  analyses.mockResolvedValue([
    { year: 2025, quarter: 1, pdf_url: '/documents/financial/mdna-2025-q1.pdf' },
    { year: 2024, quarter: 4, pdf_url: '/documents/financial/mdna%202024%20q4.pdf' },
  ]);
});

function post(
  files: string[],
  {
    lang = 'en',
    headers = {} as Record<string, string>,
    body,
  }: { lang?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const form = new URLSearchParams(files.map((file) => ['file', file]));
  return new Request(`http://ir.example.com/api/documents_zip?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
    body: body ?? form.toString(),
  });
}

const zipOf = (request: Request) => documentsZipResponse(request, publicDir);

describe('POST /api/documents_zip', () => {
  it('streams the chosen listed files, byte for byte, named <year>/Q<n>-<document>.pdf', async () => {
    const response = await zipOf(
      post([
        '/documents/financial/statements-2025-q1.pdf',
        '/documents/financial/mdna-2025-q1.pdf',
        '/documents/financial/mdna%202024%20q4.pdf',
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="SHRZ-documents-en-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['2025/Q1-financial-statements.pdf', '2025/Q1-mdna.pdf', '2024/Q4-mdna.pdf']);
    expect(entries.get('2025/Q1-financial-statements.pdf')).toEqual(bytes('statements-2025-q1'));
    expect(entries.get('2024/Q4-mdna.pdf')).toEqual(bytes('mdna 2024 q4'));
  });

  it('takes a file listed in the other language only, and a remote backend’s document by its URL', async () => {
    const response = await zipOf(
      post(['/documents/financial/statements-2025-q2.pdf', `${remote.url}/files/statements-2025-q3.pdf`], {
        lang: 'th',
      }),
    );
    expect(response.status).toBe(200);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(entries.get('2025/Q2-financial-statements.pdf')).toEqual(bytes('statements-2025-q2'));
    expect(entries.get('2025/Q3-financial-statements.pdf')?.toString()).toBe(
      'remote document /files/statements-2025-q3.pdf',
    );
  });

  it.each([
    ['an unlisted site file', '/documents/financial/statements-2019-q1.pdf'],
    ['a path out of the public folder', '/../.env'],
    ['an encoded climb', '/documents/financial/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['another host', 'http://169.254.169.254/latest/meta-data/'],
    ['a file URL', 'file:///etc/passwd'],
  ])('refuses %s with a 400 naming it', async (_, file) => {
    const response = await zipOf(post(['/documents/financial/statements-2025-q1.pdf', file]));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(`${en.Downloads.zip.unlisted.replace('{file}', file)}\n`);
  });

  it(`refuses more than ${MAX_ZIP_FILES} files with a 400 saying so, in the page’s language`, async () => {
    const many = Array.from({ length: MAX_ZIP_FILES + 1 }, (_, index) => `/documents/financial/${index}.pdf`);
    const response = await zipOf(post(many, { lang: 'th' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      `${th.Downloads.zip.tooMany.replace('{max}', '100').replace('{count}', '101')}\n`,
    );
  });

  it('refuses an empty choice with a 400', async () => {
    const response = await zipOf(post([]));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(`${en.Downloads.zip.none}\n`);
  });

  it('refuses cross-site posts, other body types and oversized bodies', async () => {
    expect(
      (await zipOf(post(['/documents/financial/mdna-2025-q1.pdf'], { headers: { 'sec-fetch-site': 'cross-site' } })))
        .status,
    ).toBe(403);
    expect(
      (await zipOf(post([], { headers: { 'content-type': 'application/json' }, body: '{"file":[]}' }))).status,
    ).toBe(415);
    expect((await zipOf(post([], { body: `file=${'a'.repeat(MAX_ZIP_BODY_BYTES)}` }))).status).toBe(413);
  });

  it('answers 503, not 400, when a list did not answer and the file is not among the others', async () => {
    statements.mockResolvedValue(false);
    const response = await zipOf(post(['/documents/financial/statements-2025-q1.pdf']));
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(`${en.Downloads.zip.unavailable}\n`);
    // A file of a list that did answer is still served.
    expect((await zipOf(post(['/documents/financial/mdna-2025-q1.pdf']))).status).toBe(200);
  });

  it('answers 503 before any byte when a listed file is missing on disk', async () => {
    const response = await zipOf(post(['/documents/financial/missing.pdf'], { lang: 'th' }));
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(
      `${th.Downloads.zip.unreadable.replace('{file}', '/documents/financial/missing.pdf')}\n`,
    );
  });
});

describe('the rate limit', () => {
  it('takes FORM_RATE_LIMIT requests per client per minute, then 429 with Retry-After', async () => {
    process.env.FORM_RATE_LIMIT = '2';
    try {
      await jest.isolateModulesAsync(async () => {
        const fresh = (await import('./document-zip-response')) as typeof import('./document-zip-response');
        const ask = () =>
          fresh.documentsZipResponse(post([], { headers: { 'x-forwarded-for': '203.0.113.9' } }), publicDir);
        expect((await ask()).status).toBe(400);
        expect((await ask()).status).toBe(400);
        const refused = await ask();
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      });
    } finally {
      process.env.FORM_RATE_LIMIT = '10000';
    }
  });
});

describe('documentSource', () => {
  it('maps site paths into the public folder and nowhere else', () => {
    expect(documentSource('/documents/a%20b.pdf?v=2', '/srv/public')).toEqual({
      kind: 'file',
      path: '/srv/public/documents/a b.pdf',
    });
    expect(documentSource('/../secret', '/srv/public')).toBeNull();
    expect(documentSource('/documents/..%2F..%2Fsecret', '/srv/public')).toBeNull();
    expect(documentSource('/%00.pdf', '/srv/public')).toBeNull();
    expect(documentSource('/%E0%A4%A', '/srv/public')).toBeNull();
    expect(documentSource('//evil.example/x.pdf', '/srv/public')).toBeNull();
    expect(documentSource('https://cdn.example/x.pdf', '/srv/public')).toEqual({
      kind: 'url',
      url: 'https://cdn.example/x.pdf',
    });
    expect(documentSource('javascript:alert(1)', '/srv/public')).toBeNull();
  });
});

describe('zipStream', () => {
  it('fails the archive when a remote document fails midway, rather than leaving a file out silently', async () => {
    const failing = (async () => new Response('gone', { status: 404 })) as typeof fetch;
    const stream = zipStream(
      [
        {
          href: 'https://cdn.example/x.pdf',
          name: '2025/Q1-mdna.pdf',
          source: { kind: 'url', url: 'https://cdn.example/x.pdf' },
        },
      ],
      failing,
    );
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow();
  });

  it('opens each document only when the archive reaches it', async () => {
    const opened: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetcher = (async (url: string) => {
      opened.push(url);
      if (opened.length === 1) await gate;
      return new Response(`body of ${url}`);
    }) as typeof fetch;
    const entries = ['a', 'b', 'c'].map((name) => ({
      href: `https://cdn.example/${name}`,
      name: `${name}.pdf`,
      source: { kind: 'url' as const, url: `https://cdn.example/${name}` },
    }));
    const reading = new Response(zipStream(entries, fetcher)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toEqual(['https://cdn.example/a']);
    release();
    const archive = await unzip(Buffer.from(await reading));
    expect(opened).toHaveLength(3);
    expect(archive.get('c.pdf')?.toString()).toBe('body of https://cdn.example/c');
  });
});
