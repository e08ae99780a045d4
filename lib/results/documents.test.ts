import {
  choicesOf,
  DOCUMENT_OPTIONS_MAX,
  documentOptions,
  isDocumentChoice,
  quarterDocuments,
  quarterOfTitle,
} from './documents';

describe('the quarter a title names', () => {
  it('reads quarters in English and Thai, Buddhist-era years as such', () => {
    expect(quarterOfTitle('Reviewed financial statements for Q3/2025')).toEqual({ year: 2025, quarter: 3 });
    expect(quarterOfTitle('งบการเงินไตรมาสที่ 3/2568 (สอบทานแล้ว)')).toEqual({ year: 2025, quarter: 3 });
    expect(quarterOfTitle('Opportunity Day Q2/2025')).toEqual({ year: 2025, quarter: 2 });
  });

  it('files the annual statements, MD&A and analyst meeting under the fourth quarter', () => {
    expect(quarterOfTitle('Financial statements for the year ended 31 December 2024 (audited)')).toEqual({
      year: 2024,
      quarter: 4,
    });
    expect(quarterOfTitle('งบการเงินประจำปี สิ้นสุดวันที่ 31 ธันวาคม 2567 (ตรวจสอบแล้ว)')).toEqual({ year: 2024, quarter: 4 });
    expect(quarterOfTitle('คำอธิบายและการวิเคราะห์ของฝ่ายจัดการ ประจำปี 2567')).toEqual({ year: 2024, quarter: 4 });
    expect(quarterOfTitle('Analyst meeting: 2024 results')).toEqual({ year: 2024, quarter: 4 });
  });

  it('reads no quarter from other titles', () => {
    for (const title of [
      'Invitation to the 2025 Annual General Meeting of Shareholders',
      'หนังสือเชิญประชุมสามัญผู้ถือหุ้นประจำปี 2568',
      'Report on the use of proceeds from debentures No. 1/2025',
      'Q5/2025',
    ]) {
      expect([title, quarterOfTitle(title)]).toEqual([title, null]);
    }
  });
});

describe("a quarter's documents", () => {
  const lists = {
    setNews: [
      {
        new_set_id: 1,
        new_set_title: 'Reviewed financial statements for Q3/2025',
        new_set_date: '2025-11-11',
        new_set_pdf_url: '/documents/news/a.pdf',
      },
      {
        new_set_id: 2,
        new_set_title: 'Reviewed financial statements for Q2/2025',
        new_set_date: '2025-08-12',
        new_set_pdf_url: '/documents/news/b.pdf',
      },
    ],
    statements: [
      { year: 2025, quarter: 3, pdf_url: '/documents/financial/statements-2025-q3.pdf' },
      { year: 2025, quarter: 2, pdf_url: '/documents/financial/statements-2025-q2.pdf' },
    ],
    analysis: false as const,
    activities: [
      {
        activity_id: 1,
        activity_name: 'Opportunity Day Q3/2025',
        activity_date: '2025-11-25',
        activity_img_url: '/i.svg',
        activity_pdf_url: '/documents/activities/c.pdf',
      },
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
  it('prefer the choices per role: an item of the list alone, none hidden, and the match where nothing or an item no longer listed was chosen', () => {
    const more = {
      ...lists,
      activities: [
        ...lists.activities,
        {
          activity_id: 2,
          activity_name: 'Analyst meeting: Q3/2025 strategy update',
          activity_date: '2025-12-01',
          activity_img_url: '/i.svg',
          activity_pdf_url: '/documents/activities/d.pdf',
        },
        {
          activity_id: 3,
          activity_name: 'Site visit',
          activity_date: '2025-12-05',
          activity_img_url: '/i.svg',
          activity_pdf_url: '/documents/activities/e.pdf',
        },
      ],
    };
    const id = { year: 2025, quarter: 3 } as const;
    // Without choices: every presentation naming the quarter.
    expect(
      quarterDocuments(more, id)
        .filter((document) => document.kind === 'presentation')
        .map((document) => document.href),
    ).toEqual(['/documents/activities/c.pdf', '/documents/activities/d.pdf']);
    expect(quarterDocuments(more, id, { presentation: '3', announcement: 'none', statements: '2025-q2' })).toEqual([
      { kind: 'statements', href: '/documents/financial/statements-2025-q2.pdf' },
      { kind: 'presentation', title: 'Site visit', href: '/documents/activities/e.pdf' },
    ]);
    // An item the list no longer holds: the role is matched again.
    expect(
      quarterDocuments(more, id, { presentation: '99' })
        .filter((document) => document.kind === 'presentation')
        .map((document) => document.href),
    ).toEqual(['/documents/activities/c.pdf', '/documents/activities/d.pdf']);
    // A failed list gives nothing for its role, chosen or not.
    expect(
      quarterDocuments({ ...more, activities: false }, id, { presentation: '3' }).some(
        (document) => document.kind === 'presentation',
      ),
    ).toBe(false);
  });

  it('read a quarter’s stored choices, and nothing from a backend without them', () => {
    const rows = [
      { year: 2025, quarter: 3, role: 'presentation' as const, choice: '3' },
      { year: 2025, quarter: 3, role: 'announcement' as const, choice: 'none' },
      { year: 2025, quarter: 2, role: 'statements' as const, choice: '2025-q1' },
      // A key of another role's shape is no choice.
      { year: 2025, quarter: 3, role: 'statements' as const, choice: '12' },
    ];
    expect(choicesOf(rows, { year: 2025, quarter: 3 })).toEqual({ presentation: '3', announcement: 'none' });
    expect(choicesOf(false, { year: 2025, quarter: 3 })).toEqual({});
    expect(isDocumentChoice('statements', '2025-q3')).toBe(true);
    expect(isDocumentChoice('statements', '15')).toBe(false);
    expect(isDocumentChoice('presentation', '15')).toBe(true);
    expect(isDocumentChoice('presentation', '0')).toBe(false);
    expect(isDocumentChoice('announcement', 'none')).toBe(true);
  });

  it('offer the items of a list near the quarter, newest first, bounded, and the one chosen wherever it is', () => {
    const activities = Array.from({ length: 60 }, (_, index) => ({
      activity_id: index + 1,
      activity_name: `Activity ${index + 1}`,
      activity_date: `${2020 + Math.floor(index / 10)}-0${1 + (index % 9)}-10`,
      activity_img_url: '/i.svg',
      activity_pdf_url: `/documents/activities/${index + 1}.pdf`,
    }));
    const all = { ...lists, activities };
    const near = documentOptions(all, 'presentation', { year: 2023, quarter: 2 });
    expect(near.map((option) => Number(option.date!.slice(0, 4)))).toEqual(
      near.map((option) => Number(option.date!.slice(0, 4))).filter((year) => year >= 2022 && year <= 2024),
    );
    expect(near).toHaveLength(30);
    expect(near[0]).toEqual({
      key: '45',
      title: 'Activity 45',
      date: '2024-09-10',
      href: '/documents/activities/45.pdf',
    });
    expect(near.map((option) => option.date)).toEqual([...near.map((option) => option.date!)].sort().reverse());
    expect(documentOptions(all, 'presentation', null)).toHaveLength(DOCUMENT_OPTIONS_MAX);
    expect(documentOptions(all, 'presentation', { year: 2023, quarter: 2 }, '1').at(-1)).toMatchObject({ key: '1' });
    expect(documentOptions(all, 'statements', { year: 2025, quarter: 3 })).toEqual([
      { key: '2025-q3', year: 2025, quarter: 3, href: '/documents/financial/statements-2025-q3.pdf' },
      { key: '2025-q2', year: 2025, quarter: 2, href: '/documents/financial/statements-2025-q2.pdf' },
    ]);
    expect(documentOptions(all, 'analysis', { year: 2025, quarter: 3 })).toEqual([]);
  });
});
