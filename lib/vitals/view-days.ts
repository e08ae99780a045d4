/** The longest window the workspace and the CLI show, in days. */
export const MAX_VIEW_DAYS = 31;

/** The number of days asked for (`?days=`, `--days`): a whole number from 1 to MAX_VIEW_DAYS; unset: 7; anything else null. */
export function viewDays(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 7;
  if (!/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= MAX_VIEW_DAYS ? days : null;
}
