import { formatLongDate } from '@/lib/format';

/**
 * A date or date-time of the item form as the page's language writes it: in Thai, the Buddhist era
 * ('26 พฤศจิกายน 2569', with '09:00' for a time). The input keeps the ISO value; this is shown beside it.
 */
export function formLongDate(value: string, locale: 'th' | 'en'): string {
  const [day, time] = value.split('T');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const shown = formatLongDate(day, locale);
  return time && /^\d{2}:\d{2}$/.test(time) ? `${shown} ${time}` : shown;
}
