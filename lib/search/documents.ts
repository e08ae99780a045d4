import { createTranslator } from 'next-intl';
import type { CallItem, CallKey, FinancialDocument } from '@/lib/contract';
import type { CompanyFacts } from '@/lib/facts';
import { bangkokDay, displayYear, yearOf } from '@/lib/format';
import { mergeMessages, routing, type Locale, type Translator } from '@/lib/i18n';
import {
  arrangeList,
  type ListCallItems,
  itemQueries,
  listRegistry,
  type ListPageId,
  type NonListCall,
  documentYear,
  meetingType,
  meetingYear,
} from '@/lib/lists';
import {
  LIST_DEFINITION_LIST,
  type DefinedCallKey,
  type DefinedCallKeyWith,
  type ListDefinition,
} from '@/lib/list-defs';
import {
  SEARCH_SECTIONS,
  type SearchDocument,
  type SearchSectionId,
  gregorianYearOf,
  yearInBothEras,
} from '@/lib/search-engine';
import { clockOf, quarterPath, transcriptAnchor } from '@/lib/results';
import { allPageIds, pages, sectionOf, unlistedPages, type PageId } from '@/lib/site';
import en from '@/messages/en.json';
import th from '@/messages/th.json';

/**
 * The lists the index holds: every list call but the financial data, which no page shows, and the
 * figures of the quarters and years; the results hub's transcripts are indexed, a paragraph per document (docs/results.md).
 */
export type IndexedCall = DefinedCallKeyWith<'search'> | Exclude<CallKey, DefinedCallKey | NonListCall | 'dividends'>;

// Thai falls back to English for any key it lacks, as on the pages (lib/i18n/request.ts).
const catalogues = { en, th: mergeMessages(en, th) };
const translators: Record<Locale, Translator> = {
  en: createTranslator({ locale: 'en', messages: catalogues.en }),
  th: createTranslator({ locale: 'th', messages: catalogues.th }),
};

// Names readers use for meetings and quarterly documents that the titles may not spell out ("AGM").
const ANNUAL_MEETING_WORDS = 'AGM annual general meeting ประชุมสามัญผู้ถือหุ้นประจำปี';
const EXTRAORDINARY_MEETING_WORDS = 'EGM extraordinary general meeting ประชุมวิสามัญผู้ถือหุ้น';
const quarterWords = (quarter: number) => `Q${quarter} quarter ${quarter} ไตรมาส ${quarter}`;

/** A section's name in both languages: the title of the page that shows it, and the group of the menu it sits in. */
function sectionWords(page: PageId): string {
  const group = sectionOf(page);
  return routing.locales
    .flatMap((locale) => [
      translators[locale](`Routes.${page}`),
      group ? translators[locale](`Sections.${group.id}`) : '',
    ])
    .join(' ');
}

/** The year a title names, in either era ('Annual Report 2019', 'รายงานประจำปี 2562' → 2019); null when none. */
export function yearInTitle(title: string): number | null {
  for (const [digits] of title.matchAll(/(?<!\d)\d{4}(?!\d)/g)) {
    const year = gregorianYearOf(digits);
    if (year !== null) return year;
  }
  return null;
}

interface Fields {
  title: string;
  detail?: string | null;
  date?: string | null;
  year?: number | null;
  quarter?: number | null;
  documentUrl?: string | null;
  pagePath?: string;
  keywords?: string;
}

function documentOf(section: SearchSectionId, lang: Locale, fields: Fields): SearchDocument {
  const page = SEARCH_SECTIONS[section];
  const date = fields.date ? bangkokDay(fields.date) : null;
  const year = fields.year ?? (date ? (yearOf(date) ?? null) : null);
  return {
    section,
    lang,
    title: fields.title,
    detail: fields.detail || null,
    date,
    year,
    quarter: fields.quarter ?? null,
    documentUrl: fields.documentUrl ?? null,
    pagePath: fields.pagePath ?? (page ? pages[page] : pages.home),
    keywords: [page ? sectionWords(page) : '', year === null ? '' : yearInBothEras(year), fields.keywords ?? '']
      .filter(Boolean)
      .join(' '),
  };
}

/** A document known by its name alone (reports, notices): its year is the one the name gives. */
function namedDocument(
  section: SearchSectionId,
  lang: Locale,
  title: string,
  documentUrl: string | null,
): SearchDocument {
  return documentOf(section, lang, { title, year: yearInTitle(title), documentUrl });
}

/** The paths of a list page showing each item (arranged as the page shows them), and the arranged items. */
function placed<K extends ListPageId>(page: K, items: readonly ListCallItems[K][]) {
  const arranged = arrangeList(page, items);
  const queries = itemQueries(listRegistry[page], arranged);
  return arranged.map((item, index) => ({
    item,
    pagePath: queries[index] ? `${pages[page]}?${queries[index]}` : pages[page],
  }));
}

type Builder<K extends IndexedCall> = (items: readonly CallItem<K>[], locale: Locale) => SearchDocument[];

function quarterly(
  section: 'statements' | 'mdna',
  kind: 'statements' | 'description',
  page: 'financialStatements' | 'financialDescription',
): (items: readonly FinancialDocument[], locale: Locale) => SearchDocument[] {
  return (items, locale) =>
    placed(page, items).map(({ item, pagePath }) => {
      const year = documentYear(item);
      return documentOf(section, locale, {
        title: translators[locale](`FinancialDocuments.${kind}.documentTitle`, {
          quarter: String(item.quarter),
          year: year === null ? String(item.year) : displayYear(year, locale),
        }),
        year,
        quarter: item.quarter,
        documentUrl: item.pdf_url,
        pagePath,
        keywords: `${quarterWords(item.quarter)}${section === 'mdna' ? ' MD&A MDNA' : ''}`,
      });
    });
}

/**
 * A defined list's documents (lib/list-defs): each item's title, date and document, linked to the page
 * of its list that shows it. The lists lib/lists reads by their own code have theirs written below.
 */
function definedBuilder(definition: ListDefinition): Builder<IndexedCall> | null {
  const { search, title, date, document } = definition;
  if (!search || definition.shape) return null;
  const field = (item: unknown, name: string | undefined) =>
    name === undefined ? null : ((item as Record<string, unknown>)[name] as string);
  return (items, locale) =>
    placed(definition.page as ListPageId, items as never).map(({ item, pagePath }) =>
      documentOf(search.section as SearchSectionId, locale, {
        title: field(item, title) ?? '',
        date: field(item, date),
        documentUrl: field(item, document),
        pagePath,
      }),
    );
}

const DEFINED_BUILDERS = Object.fromEntries(
  LIST_DEFINITION_LIST.flatMap((definition) => {
    const builder = definedBuilder(definition);
    return builder ? [[definition.call.key, builder]] : [];
  }),
) as { [K in DefinedCallKeyWith<'search'>]: Builder<K> };

/** How each list becomes documents, in the language of the request that read it. */
const builders: { [K in IndexedCall]: Builder<K> } = {
  ...DEFINED_BUILDERS,
  calendarEvents: (items, locale) =>
    placed('calendar', items).map(({ item, pagePath }) =>
      documentOf('calendar', locale, { title: item.title, detail: item.detail, date: item.date, pagePath }),
    ),
  meetings: (items, locale) =>
    placed('shareholderMeeting', items).map(({ item, pagePath }) => {
      const type = meetingType(item);
      return documentOf('meetings', locale, {
        title: item.meeting_name,
        year: meetingYear(item),
        documentUrl: item.meeting_url,
        pagePath,
        keywords: type === null ? '' : type === 0 ? ANNUAL_MEETING_WORDS : EXTRAORDINARY_MEETING_WORDS,
      });
    }),
  shareNotifications: (items, locale) =>
    items.map((item) => namedDocument('subscriptions', locale, item.notification_name, item.notification_url)),
  warrantDocuments: (items, locale) =>
    items.map((item) => namedDocument('warrants', locale, item.warrant_document_name, item.warrant_document_url)),
  financialStatements: quarterly('statements', 'statements', 'financialStatements'),
  analysisExplanation: quarterly('mdna', 'description', 'financialDescription'),
  oneReports: (items, locale) =>
    items.map((item) => namedDocument('one-report', locale, item.report_name, item.report_pdf_url)),
  annualReports: (items, locale) =>
    items.map((item) => namedDocument('annual-report', locale, item.annual_report_name, item.annual_report_pdf_url)),
  sustainabilityReports: (items, locale) =>
    items.map((item) =>
      namedDocument('sustainability', locale, item.sustainability_report_name, item.sustainability_report_pdf_url),
    ),
  form561Reports: (items, locale) =>
    items.map((item) => namedDocument('form-56-1', locale, item.form_56_1_report_name, item.form_56_1_report_pdf_url)),
  // The section "Results": each transcript paragraph, linked to its anchor on the quarter's page.
  resultsTranscripts: (items, locale) =>
    items.map((item) => {
      const quarter = { year: item.year, quarter: item.quarter };
      const title = translators[locale]('Results.quarterTitle', {
        quarter: String(item.quarter),
        year: displayYear(item.year, locale),
      });
      return documentOf('results', locale, {
        title: `${title}: ${item.speaker} ${clockOf(item.start_seconds)}`,
        detail: item.paragraph_text,
        year: item.year,
        quarter: item.quarter,
        pagePath: `${quarterPath(quarter)}#${transcriptAnchor(item.start_seconds)}`,
        keywords: `${quarterWords(item.quarter)} transcript บทถอดความ webcast Opportunity Day`,
      });
    }),
  creditRatings: (items, locale) =>
    items.map((item) =>
      documentOf('credit-ratings', locale, {
        title: item.credit_rating,
        date: item.rating_date,
        documentUrl: item.pdf_url,
      }),
    ),
};

// A list lib/lists reads by its own code (a shape) needs its builder written above.
for (const definition of LIST_DEFINITION_LIST) {
  if (definition.search && !Object.hasOwn(builders, definition.call.key))
    throw new Error(`The list ${definition.page} has no search builder`);
}

/** The documents of one list, read in one language (a call without lang gives the same items in both). */
export function documentsOfList<K extends IndexedCall>(
  call: K,
  items: readonly CallItem<K>[],
  locale: Locale,
): SearchDocument[] {
  return (builders[call] as Builder<K>)(items, locale);
}

export const INDEXED_CALLS = Object.keys(builders) as IndexedCall[];

/** The site's own pages in one language, found by their titles (and, weighing less, their descriptions). */
export function sitePageDocuments(locale: Locale, company: CompanyFacts): SearchDocument[] {
  const t = translators[locale];
  return allPageIds
    .filter((page) => !unlistedPages.includes(page))
    .map((page) => {
      const group = sectionOf(page);
      const otherLocale = routing.locales.find((other) => other !== locale) ?? locale;
      return documentOf('pages', locale, {
        title: t(`Routes.${page}`),
        detail: t(`Metadata.descriptions.${page}`, { company: company.shortName, symbol: company.symbol }),
        pagePath: pages[page],
        keywords: [
          translators[otherLocale](`Routes.${page}`),
          ...(group ? routing.locales.map((one) => translators[one](`Sections.${group.id}`)) : []),
        ].join(' '),
      });
    });
}
