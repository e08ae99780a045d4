import { render, screen } from '@testing-library/react';
import { CalendarTable, type CalendarRow } from '@/components/calendar/calendar-table';
import { ActivityGrid, type ActivityCard } from '@/components/published-docs/activity-grid';
import { AnalystReportTable, type AnalystReportRow } from '@/components/published-docs/analyst-report-table';
import { ReportShowcase, type ReportEntry } from '@/components/published-docs/report-showcase';
import { annualReportEntries, form561Entries } from '@/components/published-docs/report-entries';

// "Updated <date>" beside a corrected item on every list a newsroom kind publishes into (docs/newsroom.md, Corrections).
const UPDATED = 'Updated 3 March 2025';

function activity(updated?: string): ActivityCard {
  return {
    key: '1',
    name: 'Opportunity Day',
    date: '2025-02-01',
    displayDate: '1 February 2025',
    href: '/a.pdf',
    imageAlt: 'Slide',
    updated,
  };
}

function analysis(updated?: string): AnalystReportRow {
  return {
    key: '1',
    company: 'Broker',
    headline: 'Buy',
    name: 'Broker: Buy',
    date: '2025-02-01',
    displayDate: '1 February 2025',
    href: '/r.pdf',
    updated,
  };
}

function event(updated?: string): CalendarRow {
  return {
    key: '1',
    date: '2025-02-01',
    displayDate: '1 February 2025',
    title: 'Results briefing',
    detail: 'Online',
    updated,
  };
}

const showcaseLabels = {
  latest: 'Latest',
  earlier: 'Earlier',
  download: 'Download',
  newTab: '(new tab)',
  cover: (name: string) => `Cover of ${name}`,
  name: 'Name',
  document: 'Document',
};

function showcase(reports: ReportEntry[]) {
  return render(<ReportShowcase reports={reports} labels={showcaseLabels} />);
}

describe('"Updated <date>" on corrected list items', () => {
  it('shows on a corrected activity card and not on an uncorrected one', () => {
    const { unmount } = render(
      <ActivityGrid items={[activity(UPDATED)]} linkLabel="Presentation" newTabHint="(new tab)" />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(UPDATED);
    unmount();
    render(<ActivityGrid items={[activity()]} linkLabel="Presentation" newTabHint="(new tab)" />);
    expect(screen.queryByText(/Updated/)).toBeNull();
  });

  it('shows in the date cell of a corrected analyst report', () => {
    const headers = { company: 'Company', report: 'Report', date: 'Date', document: 'Document' };
    const { unmount } = render(
      <AnalystReportTable
        caption="2025"
        headers={headers}
        rows={[analysis(UPDATED)]}
        linkLabel="Download"
        newTabHint="(new tab)"
      />,
    );
    expect(screen.getByText(UPDATED).closest('td')).toHaveTextContent('1 February 2025');
    unmount();
    render(
      <AnalystReportTable
        caption="2025"
        headers={headers}
        rows={[analysis()]}
        linkLabel="Download"
        newTabHint="(new tab)"
      />,
    );
    expect(screen.queryByText(/Updated/)).toBeNull();
  });

  it('shows in the date cell of a corrected calendar event', () => {
    const headers = { date: 'Date', event: 'Event', detail: 'Detail' };
    const { unmount } = render(
      <CalendarTable caption="2025" headers={headers} rows={[event(UPDATED)]} addToCalendarLabel="Add" />,
    );
    expect(screen.getByText(UPDATED).closest('td')).toHaveTextContent('1 February 2025');
    unmount();
    render(<CalendarTable caption="2025" headers={headers} rows={[event()]} addToCalendarLabel="Add" />);
    expect(screen.queryByText(/Updated/)).toBeNull();
  });

  it("carries a report page entry's note to the featured card, the covers and the table", () => {
    const annual = [
      {
        annual_report_id: 1,
        annual_report_name: 'Annual report 2023',
        annual_report_img_url: '/c1.png',
        annual_report_pdf_url: '/a1.pdf',
      },
      {
        annual_report_id: 2,
        annual_report_name: 'Annual report 2024',
        annual_report_img_url: '/c2.png',
        annual_report_pdf_url: '/a2.pdf',
      },
    ];
    const updatedOf = (corrected: object) => (corrected === annual[0] ? UPDATED : undefined);
    const entries = annualReportEntries(annual, updatedOf);
    expect(entries.map((entry) => entry.updated)).toEqual([undefined, UPDATED]);
    const { unmount } = showcase(entries);
    expect(screen.getByText(UPDATED).closest('li')).toHaveTextContent('Annual report 2023');
    unmount();

    const forms = [
      { form_56_1_report_id: 1, form_56_1_report_name: '56-1 2023', form_56_1_report_pdf_url: '/f1.pdf' },
      { form_56_1_report_id: 2, form_56_1_report_name: '56-1 2024', form_56_1_report_pdf_url: '/f2.pdf' },
    ];
    const formEntries = form561Entries(forms, (report) => (report === forms[1] ? UPDATED : undefined));
    const { unmount: unmountForms } = showcase(formEntries);
    expect(screen.getByText(UPDATED).closest('section')).toHaveTextContent('56-1 2024');
    unmountForms();
    showcase(form561Entries(forms));
    expect(screen.queryByText(/Updated/)).toBeNull();
  });
});
