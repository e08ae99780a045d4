import type { Translator } from '@/lib/i18n';
import { ALERT_CATEGORIES, type AlertCategory } from './categories';

/**
 * The alert mail of one subscriber: every new item found for them, in their language, as HTML and
 * plain text, with the RFC 8058 one-click unsubscribe headers. Pure: the dispatcher hands in the
 * translated texts and the links. Nothing a visitor typed appears in it: the texts are the site's, the
 * items the IR team's, and the recipient's address is only the envelope's.
 */

/** One new item as the mail shows it. */
export interface AlertMailItem {
  category: AlertCategory;
  /** The page the item is listed on, as the site names it (e.g. "SET Announcements"). */
  section: string;
  title: string;
  /** The item's date, formatted in the mail's language. */
  date: string;
  pageUrl: string;
  documentUrl?: string;
}

/** Translates a key of the AlertMail messages in the mail's language. */
export type MailText = Translator<'AlertMail'>;

export interface AlertMailInput {
  lang: 'th' | 'en';
  company: string;
  items: readonly AlertMailItem[];
  /** The category names as the sign-up form shows them. */
  categoryNames: Readonly<Record<AlertCategory, string>>;
  links: {
    /** The page to change categories or unsubscribe (GET of the visible link). */
    preferences: string;
    /** The RFC 8058 endpoint: a POST there unsubscribes at once. */
    oneClick: string;
    privacy: string;
  };
  t: MailText;
}

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Items in the order of the categories, each category's items in the order they were found. */
export function digestGroups(items: readonly AlertMailItem[]): { category: AlertCategory; items: AlertMailItem[] }[] {
  return ALERT_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}

const MAX_SUBJECT_TITLE = 120;

export function alertMail({ lang, company, items, categoryNames, links, t }: AlertMailInput): AlertMail {
  if (items.length === 0) throw new Error('an alert mail needs at least one item');
  const [first] = items;
  const subject =
    items.length === 1
      ? t('subjectOne', { company, title: shorten(oneLine(first.title), MAX_SUBJECT_TITLE) })
      : t('subjectMany', { company, count: items.length });
  const intro = items.length === 1 ? t('introOne') : t('introMany', { count: items.length });
  const groups = digestGroups(items);

  const text = [
    t('heading', { company }),
    '',
    intro,
    ...groups.flatMap((group) => [
      '',
      `== ${categoryNames[group.category]} ==`,
      ...group.items.flatMap((item) => [
        '',
        oneLine(item.title),
        item.date ? `${item.section} · ${item.date}` : item.section,
        `${t('viewPage')}: ${item.pageUrl}`,
        ...(item.documentUrl ? [`${t('openDocument')}: ${item.documentUrl}`] : []),
      ]),
    ]),
    '',
    '--',
    t('why', { company }),
    `${t('preferences')}: ${links.preferences}`,
    `${t('unsubscribe')}: ${links.preferences}`,
    `${t('privacy')}: ${links.privacy}`,
    '',
  ].join('\n');

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#2f3437;line-height:1.5">',
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(t('heading', { company }))}</h1>`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    ...groups.flatMap((group) => [
      `<h2 style="font-size:16px;margin:24px 0 8px;border-bottom:2px solid #f26522">${escapeHtml(categoryNames[group.category])}</h2>`,
      ...group.items.map((item) =>
        [
          '<div style="margin:0 0 16px">',
          `<p style="margin:0;font-weight:bold"><a href="${escapeHtml(item.pageUrl)}" style="color:#2f3437">${escapeHtml(oneLine(item.title))}</a></p>`,
          `<p style="margin:0;color:#5f6368">${escapeHtml(item.date ? `${item.section} · ${item.date}` : item.section)}</p>`,
          `<p style="margin:4px 0 0"><a href="${escapeHtml(item.pageUrl)}">${escapeHtml(t('viewPage'))}</a>`,
          item.documentUrl ? ` · <a href="${escapeHtml(item.documentUrl)}">${escapeHtml(t('openDocument'))}</a>` : '',
          '</p></div>',
        ].join(''),
      ),
    ]),
    '<hr style="border:0;border-top:1px solid #d0d4d8;margin:24px 0 12px">',
    `<p style="margin:0 0 8px;font-size:13px;color:#5f6368">${escapeHtml(t('why', { company }))}</p>`,
    `<p style="margin:0;font-size:13px"><a href="${escapeHtml(links.preferences)}">${escapeHtml(t('preferences'))}</a> · `,
    `<a href="${escapeHtml(links.preferences)}">${escapeHtml(t('unsubscribe'))}</a> · `,
    `<a href="${escapeHtml(links.privacy)}">${escapeHtml(t('privacy'))}</a></p>`,
    '</body></html>',
    '',
  ].join('\n');

  return {
    subject,
    text,
    html,
    headers: {
      // RFC 2369 and RFC 8058: mail programs show an unsubscribe button that POSTs "List-Unsubscribe=One-Click" there.
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** A stored title on one line: line breaks would break a subject header or the text layout. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function shorten(value: string, max: number): string {
  const characters = Array.from(value);
  return characters.length <= max ? value : `${characters.slice(0, max - 1).join('')}…`;
}
