import { documentsByYear, fileNameOf } from './quarterly-documents';

describe('documentsByYear', () => {
  const statements = [
    { year: 2024, quarter: 2, pdf_url: '/s-2024-q2.pdf' },
    { year: 2025, quarter: 1, pdf_url: '/s-2025-q1.pdf' },
    { year: '2567', quarter: 'Q1', pdf_url: '/s-2024-q1.pdf' },
    { year: 2024, quarter: 1, pdf_url: '/duplicate.pdf' },
    { year: 'unknown', quarter: 1, pdf_url: '/bad.pdf' },
    { year: 2024, quarter: 5, pdf_url: '/bad.pdf' },
  ];
  const mdna = [{ year: 2024, quarter: 1, pdf_url: '/m-2024-q1.pdf' }];

  it('groups both kinds by Gregorian year, newest first, by kind then quarter', () => {
    expect(documentsByYear([statements, mdna])).toEqual([
      { year: 2025, documents: [{ kind: 0, year: 2025, quarter: 1, href: '/s-2025-q1.pdf' }] },
      {
        year: 2024,
        documents: [
          { kind: 0, year: 2024, quarter: 1, href: '/s-2024-q1.pdf' },
          { kind: 0, year: 2024, quarter: 2, href: '/s-2024-q2.pdf' },
          { kind: 1, year: 2024, quarter: 1, href: '/m-2024-q1.pdf' },
        ],
      },
    ]);
  });

  it('is empty for empty lists', () => {
    expect(documentsByYear([[], []])).toEqual([]);
  });
});

describe('fileNameOf', () => {
  it('takes the last path segment without query', () => {
    expect(fileNameOf('/documents/financial/statements-2025-q1.pdf?v=2')).toBe('statements-2025-q1.pdf');
    expect(fileNameOf('https://cdn.example/a%20b.pdf')).toBe('a b.pdf');
    expect(fileNameOf('/')).toBe('document.pdf');
  });
});
