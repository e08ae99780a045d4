import { type FieldCheck, integer, isoDate, link, listOf, nullableNumber, nullableText, optional, quarter, record, text } from './reply-checks';
import type {
  Activity,
  AnnualReport,
  CalendarEvent,
  CreditRating,
  ElectronicAd,
  FinancialDataPoint,
  FinancialDocument,
  Form561Report,
  MediaNews,
  Meeting,
  NewsClipping,
  OneReport,
  PriceLevel,
  SecuritiesAnalysis,
  SetNews,
  ShareNotification,
  StockQuote,
  SustainabilityReport,
} from './types';

/** One record check per entity of SPEC §3. */

export const financialDocumentCheck = record<FinancialDocument>({ year: integer, quarter, pdf_url: link });

export const meetingCheck = record<Meeting>({
  meeting_id: integer,
  meeting_year: integer,
  meeting_type: integer,
  meeting_name: text,
  meeting_url: link,
});

export const shareNotificationCheck = record<ShareNotification>({ notification_name: text, notification_url: link });

export const creditRatingCheck = record<CreditRating>({ rating_date: isoDate, credit_rating: text, pdf_url: link });

export const setNewsCheck = record<SetNews>({
  new_set_id: integer,
  new_set_title: text,
  new_set_date: isoDate,
  new_set_pdf_url: link,
});

export const mediaNewsCheck = record<MediaNews>({
  title_news_medias: text,
  url_news_medias: link,
  publish_date_news_medias: isoDate,
});

export const newsClippingCheck = record<NewsClipping>({
  title_news_clippings: text,
  url_news_clippings: link,
  publish_date_news_clippings: isoDate,
  imageUrl: optional(link),
});

export const electronicAdCheck = record<ElectronicAd>({
  title_ad_electronic: text,
  url_ad_electronic: link,
  publish_date_ad_electronic: isoDate,
});

export const calendarEventCheck = record<CalendarEvent>({
  title_calendar_investor: text,
  detail_ad_calendar_investor: text,
  publish_date_calendar_investor: isoDate,
});

export const oneReportCheck = record<OneReport>({
  report_id: integer,
  report_name: text,
  report_img_url: link,
  report_pdf_url: link,
});

export const annualReportCheck = record<AnnualReport>({
  annual_report_id: integer,
  annual_report_name: text,
  annual_report_img_url: link,
  annual_report_pdf_url: link,
});

export const sustainabilityReportCheck = record<SustainabilityReport>({
  sustainability_report_id: integer,
  sustainability_report_name: text,
  sustainability_report_img_url: link,
  sustainability_report_pdf_url: link,
});

export const form561ReportCheck = record<Form561Report>({
  form_56_1_report_id: integer,
  form_56_1_report_name: text,
  form_56_1_report_pdf_url: link,
});

export const activityCheck = record<Activity>({
  activity_id: integer,
  activity_name: text,
  activity_date: isoDate,
  activity_img_url: link,
  activity_pdf_url: link,
});

export const securitiesAnalysisCheck = record<SecuritiesAnalysis>({
  securities_analysis_name: text,
  securities_analysis_date: isoDate,
  securities_analysis_pdf_url: link,
});

export const financialDataPointCheck = record<FinancialDataPoint>({ year: integer, metric: text, value: nullableNumber });

const priceLevelCheck = record<PriceLevel>({ price: nullableNumber, volume: nullableNumber });
const priceLevelsCheck = listOf(priceLevelCheck);
/** A closed market may come without order-book levels: missing reads as an empty book. */
const orderBookCheck: FieldCheck<PriceLevel[]> = (value) =>
  value === null || value === undefined ? [] : priceLevelsCheck(value);

export const stockQuoteCheck = record<StockQuote>({
  symbol: text,
  last: nullableNumber,
  prior: nullableNumber,
  project1: nullableNumber,
  open: nullableNumber,
  high: nullableNumber,
  low: nullableNumber,
  time: nullableText,
  totalVolume: nullableNumber,
  bid: orderBookCheck,
  offer: orderBookCheck,
});
