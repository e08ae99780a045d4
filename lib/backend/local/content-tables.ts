/**
 * The content tables of the embedded backend, one per list call of SPEC §7, as created by the
 * migrations. One description drives both the seed upsert and the list query.
 */
export interface ContentTable {
  table: string;
  /** Rows carry a lang column ('th' | 'en') when the call takes lang. */
  bilingual: boolean;
  /** Columns that identify a row for the seed upsert (lang is added for bilingual tables). */
  key: readonly string[];
  /** Entity columns in reply order (SPEC §3 field names). */
  columns: readonly string[];
  /** Storage-only columns: stable ids for entities that have none in the contract. */
  storageColumns: readonly string[];
  orderBy: string;
}

function table(
  name: string,
  spec: Omit<ContentTable, 'table' | 'storageColumns' | 'key'> & { key?: readonly string[] },
): ContentTable {
  const key = spec.key ?? ['seed_id'];
  const storageColumns = key.filter((column) => !spec.columns.includes(column));
  return { ...spec, table: name, key, storageColumns };
}

export const CONTENT_TABLES = {
  financialStatements: table('financial_statements', {
    bilingual: true,
    columns: ['year', 'quarter', 'pdf_url'],
    key: ['year', 'quarter'],
    orderBy: 'year DESC, quarter DESC',
  }),
  analysisExplanations: table('analysis_explanations', {
    bilingual: true,
    columns: ['year', 'quarter', 'pdf_url'],
    key: ['year', 'quarter'],
    orderBy: 'year DESC, quarter DESC',
  }),
  meetings: table('meetings', {
    bilingual: true,
    columns: ['meeting_id', 'meeting_year', 'meeting_type', 'meeting_name', 'meeting_url'],
    key: ['meeting_id'],
    orderBy: 'meeting_year ASC, meeting_type ASC, meeting_id ASC',
  }),
  shareNotifications: table('share_notifications', {
    bilingual: true,
    columns: ['notification_name', 'notification_url'],
    orderBy: 'seed_id DESC',
  }),
  oneReports: table('one_reports', {
    bilingual: true,
    columns: ['report_id', 'report_name', 'report_img_url', 'report_pdf_url'],
    key: ['report_id'],
    // SPEC §4: the latest one-report is the last item of the list.
    orderBy: 'report_id ASC',
  }),
  annualReports: table('annual_reports', {
    bilingual: true,
    columns: ['annual_report_id', 'annual_report_name', 'annual_report_img_url', 'annual_report_pdf_url'],
    key: ['annual_report_id'],
    orderBy: 'annual_report_id DESC',
  }),
  sustainabilityReports: table('sustainability_reports', {
    bilingual: true,
    columns: [
      'sustainability_report_id',
      'sustainability_report_name',
      'sustainability_report_img_url',
      'sustainability_report_pdf_url',
    ],
    key: ['sustainability_report_id'],
    orderBy: 'sustainability_report_id DESC',
  }),
  form561Reports: table('form_56_1_reports', {
    bilingual: false,
    columns: ['form_56_1_report_id', 'form_56_1_report_name', 'form_56_1_report_pdf_url'],
    key: ['form_56_1_report_id'],
    orderBy: 'form_56_1_report_id DESC',
  }),
  setNews: table('set_news', {
    bilingual: true,
    columns: ['new_set_id', 'new_set_title', 'new_set_date', 'new_set_pdf_url'],
    key: ['new_set_id'],
    // SPEC §9: the home page shows the last four items, so the list runs oldest to newest.
    orderBy: 'new_set_date ASC, new_set_id ASC',
  }),
  newsClippings: table('news_clippings', {
    bilingual: false,
    columns: ['title_news_clippings', 'url_news_clippings', 'publish_date_news_clippings', 'imageUrl'],
    // SPEC §9: the home page shows the first three clippings, so the list runs newest first.
    orderBy: 'publish_date_news_clippings DESC, seed_id DESC',
  }),
  electronicAds: table('ad_electronic', {
    bilingual: true,
    columns: ['title_ad_electronic', 'url_ad_electronic', 'publish_date_ad_electronic'],
    orderBy: 'publish_date_ad_electronic DESC, seed_id DESC',
  }),
  calendarEvents: table('calendar_investor', {
    bilingual: true,
    columns: ['title_calendar_investor', 'detail_ad_calendar_investor', 'publish_date_calendar_investor'],
    orderBy: 'publish_date_calendar_investor DESC, seed_id DESC',
  }),
  activities: table('activities', {
    bilingual: false,
    columns: ['activity_id', 'activity_name', 'activity_date', 'activity_img_url', 'activity_pdf_url'],
    key: ['activity_id'],
    orderBy: 'activity_date DESC, activity_id DESC',
  }),
  securitiesAnalyses: table('securities_analyses', {
    bilingual: false,
    columns: ['securities_analysis_name', 'securities_analysis_date', 'securities_analysis_pdf_url'],
    orderBy: 'securities_analysis_date DESC, seed_id DESC',
  }),
  mediaNews: table('news_medias', {
    bilingual: true,
    columns: ['title_news_medias', 'url_news_medias', 'publish_date_news_medias'],
    orderBy: 'publish_date_news_medias DESC, seed_id DESC',
  }),
  creditRatings: table('credit_ratings', {
    bilingual: true,
    columns: ['rating_date', 'credit_rating', 'pdf_url'],
    orderBy: 'rating_date DESC, seed_id DESC',
  }),
  financialData: table('financial_data', {
    bilingual: false,
    columns: ['year', 'metric', 'value'],
    key: ['year', 'metric'],
    orderBy: 'year ASC, metric ASC',
  }),
} as const satisfies Record<string, ContentTable>;

export type ContentTableName = keyof typeof CONTENT_TABLES;
