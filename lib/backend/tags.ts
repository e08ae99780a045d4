/** Cache tags of the server data cache, one per call of SPEC §7; POST /api/revalidate purges them. */
export const TAGS = {
  financialStatements: 'financial-statements',
  analysisExplanation: 'analysis-explanation',
  meetings: 'meetings',
  shareNotifications: 'share-notifications',
  oneReports: 'one-reports',
  annualReports: 'annual-reports',
  sustainabilityReports: 'sustainability-reports',
  form561Reports: 'form-56-1-reports',
  setNews: 'set-news',
  newsClippings: 'news-clippings',
  electronicAds: 'electronic-ads',
  calendarEvents: 'calendar-events',
  activities: 'activities',
  securitiesAnalyses: 'securities-analyses',
  mediaNews: 'media-news',
  creditRatings: 'credit-ratings',
  financialData: 'financial-data',
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

export const ALL_TAGS: readonly CacheTag[] = Object.values(TAGS);

/** Seconds a cached list stays fresh before it is fetched again in the background. */
export const LIST_REVALIDATE_SECONDS = 300;
