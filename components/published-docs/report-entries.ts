import type { AnnualReport, Form561Report, OneReport, SustainabilityReport } from '@/lib/contract';
import { latestOfList } from '@/lib/lists';
import type { ReportEntry } from './report-showcase';

/** A report's "Updated <date>" line (docs/newsroom.md, Corrections), or undefined. */
export type UpdatedOf = (report: object) => string | undefined;

const none: UpdatedOf = () => undefined;

function byIdNewestFirst<T>(list: readonly T[], id: (item: T) => number): T[] {
  return [...list].sort((a, b) => id(b) - id(a));
}

/** One Reports: the latest first (the last item of the list: docs/product.md, States and transitions), then newest first. */
export function oneReportEntries(list: readonly OneReport[], updated: UpdatedOf = none): ReportEntry[] {
  const latest = latestOfList(list);
  if (!latest) return [];
  const rest = byIdNewestFirst(
    list.filter((report) => report !== latest),
    (report) => report.report_id,
  );
  return [latest, ...rest].map((report) => ({
    key: String(report.report_id),
    name: report.report_name,
    href: report.report_pdf_url,
    imageUrl: report.report_img_url || undefined,
    updated: updated(report),
  }));
}

/** Annual reports, newest (highest id) first. */
export function annualReportEntries(list: readonly AnnualReport[], updated: UpdatedOf = none): ReportEntry[] {
  return byIdNewestFirst(list, (report) => report.annual_report_id).map((report) => ({
    key: String(report.annual_report_id),
    name: report.annual_report_name,
    href: report.annual_report_pdf_url,
    imageUrl: report.annual_report_img_url || undefined,
    updated: updated(report),
  }));
}

/** Sustainability reports, newest (highest id) first. */
export function sustainabilityReportEntries(
  list: readonly SustainabilityReport[],
  updated: UpdatedOf = none,
): ReportEntry[] {
  return byIdNewestFirst(list, (report) => report.sustainability_report_id).map((report) => ({
    key: String(report.sustainability_report_id),
    name: report.sustainability_report_name,
    href: report.sustainability_report_pdf_url,
    imageUrl: report.sustainability_report_img_url || undefined,
    updated: updated(report),
  }));
}

/** Form 56-1 reports (no covers), newest (highest id) first. */
export function form561Entries(list: readonly Form561Report[], updated: UpdatedOf = none): ReportEntry[] {
  return byIdNewestFirst(list, (report) => report.form_56_1_report_id).map((report) => ({
    key: String(report.form_56_1_report_id),
    name: report.form_56_1_report_name,
    href: report.form_56_1_report_pdf_url,
    updated: updated(report),
  }));
}
