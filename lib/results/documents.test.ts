import { quarterDocuments, quarterOfTitle } from './documents';

describe('the quarter a title names', () => {
  it('reads quarters in English and Thai, Buddhist-era years as such', () => {
    expect(quarterOfTitle('Reviewed financial statements for Q3/2025')).toEqual({ year: 2025, quarter: 3 });
    expect(quarterOfTitle('งบการเงินไตรมาสที่ 3/2568 (สอบทานแล้ว)')).toEqual({ year: 2025, quarter: 3 });
    expect(quarterOfTitle('Opportunity Day Q2/2025')).toEqual({ year: 2025, quarter: 2 });
  });

  it('files the annual statements, MD&A and analyst meeting under the fourth quarter', () => {
    expect(quarterOfTitle('Financial statements for the year ended 31 December 2024 (audited)')).toEqual({ year: 2024, quarter: 4 });
    expect(quarterOfTitle('งบการเงินประจำปี สิ้นสุดวันที่ 31 ธันวาคม 2567 (ตรวจสอบแล้ว)')).toEqual({ year: 2024, quarter: 4 });
    expect(quarterOfTitle('คำอธิบายและการวิเคราะห์ของฝ่ายจัดการ ประจำปี 2567')).toEqual({ year: 2024, quarter: 4 });
    expect(quarterOfTitle('Analyst meeting: 2024 results')).toEqual({ year: 2024, quarter: 4 });
  });

  it('reads no quarter from other titles', () => {
    for (const title of ['Invitation to the 2025 Annual General Meeting of Shareholders', 'หนังสือเชิญประชุมสามัญผู้ถือหุ้นประจำปี 2568', 'Report on the use of proceeds from debentures No. 1/2025', 'Q5/2025']) {
      expect([title, quarterOfTitle(title)]).toEqual([title, null]);
    }
  });
});

describe("a quarter's documents", () => {
  const lists = {
    setNews: [
      { new_set_id: 1, new_set_title: 'Reviewed financial statements for Q3/2025', new_set_date: '2025-11-11', new_set_pdf_url: '/documents/news/a.pdf' },
      { new_set_id: 2, new_set_title: 'Reviewed financial statements for Q2/2025', new_set_date: '2025-08-12', new_set_pdf_url: '/documents/news/b.pdf' },
    ],
    statements: [
      { year: 2025, quarter: 3, pdf_url: '/documents/financial/statements-2025-q3.pdf' },
      { year: 2025, quarter: 2, pdf_url: '/documents/financial/statements-2025-q2.pdf' },
    ],
    analysis: false as const,
    activities: [
      { activity_id: 1, activity_name: 'Opportunity Day Q3/2025', activity_date: '2025-11-25', activity_img_url: '/i.svg', activity_pdf_url: '/documents/activities/c.pdf' },
    ],
  };

  it('take what exists from each list, in the page order, and skip a failed list', () => {
    expect(quarterDocuments(lists, { year: 2025, quarter: 3 })).toEqual([
      { kind: 'announcement', title: 'Reviewed financial statements for Q3/2025', href: '/documents/news/a.pdf' },
      { kind: 'statements', href: '/documents/financial/statements-2025-q3.pdf' },
      { kind: 'presentation', title: 'Opportunity Day Q3/2025', href: '/documents/activities/c.pdf' },
    ]);
    expect(quarterDocuments(lists, { year: 2024, quarter: 1 })).toEqual([]);
  });
});
