import { test, expect } from './fixtures';
import { htmlText } from './list-helpers';
import { localePath, locales } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';
import oneReports from '../data/seed/one-reports.json';
import annualReports from '../data/seed/annual-reports.json';
import sustainabilityReports from '../data/seed/sustainability-reports.json';
import form561 from '../data/seed/form-56-1-reports.json';
import statements from '../data/seed/financial-statements.json';
import analyses from '../data/seed/analysis-explanations.json';

const messages = { en, th };

interface Report {
  id: number;
  name: string;
  pdf: string;
}

for (const locale of locales) {
  const t = messages[locale];
  const pages: { route: string; reports: Report[] }[] = [
    {
      route: '/publisheddocsinfo/info',
      reports: oneReports
        .filter((r) => r.lang === locale)
        .map((r) => ({ id: r.report_id, name: r.report_name, pdf: r.report_pdf_url })),
    },
    {
      route: '/publisheddocsinfo/annualreport',
      reports: annualReports
        .filter((r) => r.lang === locale)
        .map((r) => ({ id: r.annual_report_id, name: r.annual_report_name, pdf: r.annual_report_pdf_url })),
    },
    {
      route: '/publisheddocsinfo/sustainabilityreport',
      reports: sustainabilityReports
        .filter((r) => r.lang === locale)
        .map((r) => ({
          id: r.sustainability_report_id,
          name: r.sustainability_report_name,
          pdf: r.sustainability_report_pdf_url,
        })),
    },
    {
      route: '/publisheddocsinfo/form561',
      reports: form561.map((r) => ({
        id: r.form_56_1_report_id,
        name: r.form_56_1_report_name,
        pdf: r.form_56_1_report_pdf_url,
      })),
    },
  ];

  test.describe(`published documents in ${locale}`, () => {
    for (const { route, reports } of pages) {
      test(`${route}: the newest report is featured and every report links its PDF`, async ({ page, request }) => {
        const html = await (await request.get(localePath(locale, route))).text();
        for (const report of reports) expect(html).toContain(report.pdf);

        await page.goto(localePath(locale, route));
        const newest = reports.reduce((a, b) => (b.id > a.id ? b : a));
        const featured = page.getByRole('region', { name: t.PublishedDocs.latest });
        await expect(featured.getByRole('heading')).toHaveText(newest.name);
        const link = featured.getByRole('link', {
          name: new RegExp(newest.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        });
        await expect(link).toHaveAttribute('href', newest.pdf);
        await expect(link).toHaveAttribute('target', '_blank');
      });
    }

    test('download documents: every statement and MD&A is a link in the server HTML', async ({ request }) => {
      const html = await (await request.get(localePath(locale, '/publisheddocsinfo/downloaddocuments'))).text();
      for (const document of [...statements, ...analyses].filter((d) => d.lang === locale))
        expect(html).toContain(document.pdf_url);
      expect(html).toContain(htmlText(t.DownloadDocuments.statements));
    });

    test('download documents: ticked boxes list the chosen files for download, by keyboard too', async ({ page }) => {
      await page.goto(localePath(locale, '/publisheddocsinfo/downloaddocuments'));
      const year = locale === 'th' ? '2568' : '2025';
      const statementQ1 = t.DownloadDocuments.downloadFile
        .replace('{kind}', t.DownloadDocuments.statements)
        .replace('{quarter}', '1')
        .replace('{year}', year);
      const mdnaQ2 = t.DownloadDocuments.downloadFile
        .replace('{kind}', t.DownloadDocuments.mdna)
        .replace('{quarter}', '2')
        .replace('{year}', year);

      await page.getByRole('checkbox', { name: statementQ1, exact: true }).check();
      const mdnaBox = page.getByRole('checkbox', { name: mdnaQ2, exact: true });
      await mdnaBox.focus();
      await page.keyboard.press('Space');
      await expect(mdnaBox).toBeChecked();

      const chosen = page.getByRole('region', { name: new RegExp(t.DownloadDocuments.chosen) });
      await expect(chosen.getByRole('heading')).toContainText('(2)');
      await expect(chosen.getByRole('link', { name: statementQ1 })).toHaveAttribute(
        'href',
        '/documents/financial/statements-2025-q1.pdf',
      );
      await expect(chosen.getByRole('link', { name: mdnaQ2 })).toHaveAttribute('download', 'mdna-2025-q2.pdf');

      const download = page.waitForEvent('download');
      await chosen.getByRole('button', { name: t.DownloadDocuments.downloadAll }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

      await chosen.getByRole('button', { name: t.DownloadDocuments.clearChoice }).click();
      await expect(chosen.getByRole('heading')).toContainText('(0)');
      await expect(page.getByRole('checkbox', { name: statementQ1, exact: true })).not.toBeChecked();
    });

    test('download documents: choosing a whole year ticks its eight documents', async ({ page }) => {
      await page.goto(localePath(locale, '/publisheddocsinfo/downloaddocuments'));
      const year = locale === 'th' ? '2567' : '2024';
      await page.getByRole('checkbox', { name: t.DownloadDocuments.chooseAllOfYear.replace('{year}', year) }).check();
      const chosen = page.getByRole('region', { name: new RegExp(t.DownloadDocuments.chosen) });
      await expect(chosen.getByRole('listitem')).toHaveCount(8);
    });
  });
}
