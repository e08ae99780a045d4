/**
 * The kinds of news a subscriber chooses. Free of server-only imports: the sign-up form
 * validates with them too. Stored and sent as one text, the ids joined by commas in this order.
 */
export const ALERT_CATEGORIES = ['announcements', 'news', 'documents', 'calendar', 'dividends'] as const;

export type AlertCategory = (typeof ALERT_CATEGORIES)[number];

/** Every category, as the sign-up form ticks them by default. */
export const ALL_CATEGORIES_TEXT = ALERT_CATEGORIES.join(',');

export function isAlertCategory(value: string): value is AlertCategory {
  return (ALERT_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The categories of a text such as "news,announcements", in the order above; null when the text names
 * none, an unknown one, or one twice (a form never sends that, so neither is guessed at).
 */
export function parseCategories(text: string): AlertCategory[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > ALERT_CATEGORIES.length || new Set(parts).size !== parts.length) return null;
  if (!parts.every(isAlertCategory)) return null;
  return ALERT_CATEGORIES.filter((category) => parts.includes(category));
}

/** The stored form of a choice: known ids, each once, in the order above. */
export function formatCategories(categories: readonly string[]): string {
  return ALERT_CATEGORIES.filter((category) => categories.includes(category)).join(',');
}

/** What the sign-up's consent field holds once the visitor ticked the box (required, unticked at first). */
export const CONSENT_GIVEN = 'yes';
