import { chooseDocuments, listedDocuments, MAX_ZIP_FILES } from './document-zip';

const statements = (lang: string) => [
  { year: 2025, quarter: 1, pdf_url: `/documents/financial/statements-2025-q1${lang}.pdf` },
  { year: '2567', quarter: 'Q4', pdf_url: '/documents/financial/statements-2024-q4.pdf' },
  // The page shows one document per kind and quarter: a second one is not listed.
  { year: 2025, quarter: 1, pdf_url: '/documents/financial/hidden.pdf' },
  { year: 2025, quarter: 7, pdf_url: '/documents/financial/bad-quarter.pdf' },
];
const mdna = [{ year: 2025, quarter: 1, pdf_url: '/documents/financial/mdna-2025-q1.pdf' }];

const listed = listedDocuments([
  [statements(''), mdna],
  [statements('-en'), mdna],
]);

describe('listedDocuments', () => {
  it('holds exactly what the page links, in both languages, with its archive name', () => {
    expect(Object.fromEntries(listed)).toEqual({
      '/documents/financial/statements-2025-q1.pdf': '2025/Q1-financial-statements.pdf',
      '/documents/financial/statements-2024-q4.pdf': '2024/Q4-financial-statements.pdf',
      '/documents/financial/mdna-2025-q1.pdf': '2025/Q1-mdna.pdf',
      '/documents/financial/statements-2025-q1-en.pdf': '2025/Q1-financial-statements.pdf',
    });
  });
});

describe('chooseDocuments', () => {
  it('gives the entries in the order asked, a repeat once', () => {
    const choice = chooseDocuments(
      [
        '/documents/financial/mdna-2025-q1.pdf',
        '/documents/financial/statements-2024-q4.pdf',
        '/documents/financial/mdna-2025-q1.pdf',
      ],
      listed,
      true,
    );
    expect(choice).toEqual({
      ok: true,
      entries: [
        { href: '/documents/financial/mdna-2025-q1.pdf', name: '2025/Q1-mdna.pdf' },
        { href: '/documents/financial/statements-2024-q4.pdf', name: '2024/Q4-financial-statements.pdf' },
      ],
    });
  });

  it('keeps two languages’ different files of one quarter apart', () => {
    const choice = chooseDocuments(
      ['/documents/financial/statements-2025-q1.pdf', '/documents/financial/statements-2025-q1-en.pdf'],
      listed,
      true,
    );
    expect(choice.ok && choice.entries.map((entry) => entry.name)).toEqual([
      '2025/Q1-financial-statements.pdf',
      '2025/Q1-financial-statements-2.pdf',
    ]);
  });

  it.each([
    '/documents/financial/hidden.pdf',
    '/documents/financial/bad-quarter.pdf',
    '/documents/../../.env',
    '/etc/passwd',
    'file:///etc/passwd',
    'http://169.254.169.254/latest/meta-data/',
    '/documents/financial/mdna-2025-q1.pdf?x=1',
    '',
  ])('refuses %j: not a file the page lists', (href) => {
    expect(chooseDocuments(['/documents/financial/mdna-2025-q1.pdf', href], listed, true)).toEqual({
      ok: false,
      reason: 'unlisted',
      href,
    });
  });

  it('refuses an empty choice', () => {
    expect(chooseDocuments([], listed, true)).toEqual({ ok: false, reason: 'none' });
  });

  it(`refuses more than ${MAX_ZIP_FILES} files, before looking at any`, () => {
    const many = Array.from({ length: MAX_ZIP_FILES + 1 }, (_, index) => `/documents/${index}.pdf`);
    expect(chooseDocuments(many, listed, true)).toEqual({ ok: false, reason: 'too-many', count: MAX_ZIP_FILES + 1 });
    // Exactly the limit is allowed (here refused only because these are not listed).
    expect(chooseDocuments(many.slice(1), listed, true)).toMatchObject({ ok: false, reason: 'unlisted' });
  });

  it('counts repeats once towards the limit', () => {
    const repeated = Array.from({ length: MAX_ZIP_FILES * 3 }, () => '/documents/financial/mdna-2025-q1.pdf');
    expect(chooseDocuments(repeated, listed, true)).toMatchObject({ ok: true });
  });

  it('says the lists are unavailable, not that a file is unlisted, when a list did not answer', () => {
    expect(chooseDocuments(['/documents/financial/statements-2023-q1.pdf'], listed, false)).toEqual({
      ok: false,
      reason: 'lists-unavailable',
    });
    expect(chooseDocuments(['/documents/financial/mdna-2025-q1.pdf'], listed, false)).toMatchObject({ ok: true });
  });
});
