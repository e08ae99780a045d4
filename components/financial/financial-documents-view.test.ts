import { financialDocumentsView } from './financial-documents-view';

const list = [
  { year: 2024, quarter: 4, pdf_url: '/2024-q4.pdf' },
  { year: 2025, quarter: 2, pdf_url: '/2025-q2.pdf' },
  { year: 2025, quarter: 1, pdf_url: '/2025-q1.pdf' },
  { year: 2021, quarter: 3, pdf_url: '/2021-q3.pdf' },
];

describe('financialDocumentsView', () => {
  it('shows 2025 by default, first quarter first, and the latest document of the whole list', () => {
    const view = financialDocumentsView(list, undefined);
    expect(view.year).toBe(2025);
    expect(view.documents.map((document) => document.pdf_url)).toEqual(['/2025-q1.pdf', '/2025-q2.pdf']);
    expect(view.latest?.pdf_url).toBe('/2025-q2.pdf');
  });

  it('filters by the year in the URL, keeping the latest card on the newest document', () => {
    const view = financialDocumentsView(list, '2021');
    expect(view.year).toBe(2021);
    expect(view.documents.map((document) => document.pdf_url)).toEqual(['/2021-q3.pdf']);
    expect(view.latest?.pdf_url).toBe('/2025-q2.pdf');
  });

  it('falls back to 2025 for a year outside 2021–2025 or not a number', () => {
    expect(financialDocumentsView(list, '2019').year).toBe(2025);
    expect(financialDocumentsView(list, 'abc').year).toBe(2025);
    expect(financialDocumentsView(list, ['2024', '2023']).year).toBe(2024);
  });

  it('shows nothing, without throwing, when the backend call failed', () => {
    expect(financialDocumentsView(false, '2024')).toEqual({ year: 2024, latest: undefined, documents: [] });
  });
});
