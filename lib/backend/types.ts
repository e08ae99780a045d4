/** Entities of SPEC §3 as the backend sends them. Field names follow the backend contract. */

/** Language parameter of the backend: 'en' or 'th' (SPEC §7). */
export type BackendLang = 'th' | 'en';

export interface PriceLevel {
  price: number | null;
  volume: number | null;
}

export interface StockQuote {
  symbol: string;
  last: number | null;
  prior: number | null;
  project1: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  /** Absent (null) while the market is closed. */
  time: string | null;
  totalVolume: number | null;
  bid: PriceLevel[];
  offer: PriceLevel[];
}

/** A quarterly financial statement or MD&A document. */
export interface FinancialDocument {
  year: number;
  quarter: number;
  pdf_url: string;
}

export type FinancialStatement = FinancialDocument;
export type AnalysisExplanation = FinancialDocument;

export interface Meeting {
  meeting_id: number;
  meeting_year: number;
  /** 0 = annual general meeting; other numbers = extraordinary or numbered meetings. */
  meeting_type: number;
  meeting_name: string;
  meeting_url: string;
}

export interface ShareNotification {
  notification_name: string;
  notification_url: string;
}

export interface CreditRating {
  rating_date: string;
  credit_rating: string;
  pdf_url: string;
}

export interface SetNews {
  new_set_id: number;
  new_set_title: string;
  new_set_date: string;
  new_set_pdf_url: string;
}

export interface MediaNews {
  title_news_medias: string;
  url_news_medias: string;
  publish_date_news_medias: string;
}

export interface NewsClipping {
  title_news_clippings: string;
  url_news_clippings: string;
  publish_date_news_clippings: string;
  imageUrl?: string;
}

export interface ElectronicAd {
  title_ad_electronic: string;
  url_ad_electronic: string;
  publish_date_ad_electronic: string;
}

export interface CalendarEvent {
  title_calendar_investor: string;
  detail_ad_calendar_investor: string;
  publish_date_calendar_investor: string;
}

export interface OneReport {
  report_id: number;
  report_name: string;
  report_img_url: string;
  report_pdf_url: string;
}

export interface AnnualReport {
  annual_report_id: number;
  annual_report_name: string;
  annual_report_img_url: string;
  annual_report_pdf_url: string;
}

export interface SustainabilityReport {
  sustainability_report_id: number;
  sustainability_report_name: string;
  sustainability_report_img_url: string;
  sustainability_report_pdf_url: string;
}

export interface Form561Report {
  form_56_1_report_id: number;
  form_56_1_report_name: string;
  form_56_1_report_pdf_url: string;
}

export interface Activity {
  activity_id: number;
  activity_name: string;
  activity_date: string;
  activity_img_url: string;
  activity_pdf_url: string;
}

export interface SecuritiesAnalysis {
  securities_analysis_name: string;
  securities_analysis_date: string;
  securities_analysis_pdf_url: string;
}

/** One figure of the financial-data call (SPEC §7: exists, unused for display). */
export interface FinancialDataPoint {
  year: number;
  metric: string;
  value: number | null;
}
