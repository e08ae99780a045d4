import { LIST_DEFINITIONS, LIST_DEFINITION_LIST, type DefinedPaths } from '@/lib/list-defs';

/** The paths of the list pages, from their definitions (lib/list-defs). */
const DEFINED_PATHS = Object.fromEntries(
  LIST_DEFINITION_LIST.map((definition) => [definition.page, definition.path]),
) as DefinedPaths;

const {
  activity,
  calendar,
  financialDescription,
  financialStatements,
  newsElectronic,
  newsMedia,
  newsPrint,
  newsSet,
  securitiesAnalysis,
  shareholderMeeting,
} = LIST_DEFINITIONS;

/** The pages in the order the sitemap lists them; a list page's path is its definition's. */
const WRITTEN_PAGES = {
  home: '/',
  about: '/about',
  financialInfo: '/financialinfo/info',
  financialStatements: financialStatements.path,
  financialDescription: financialDescription.path,
  quarterlyResults: '/financialinfo/results',
  stockInfo: '/stockpriceinfo/info',
  stockRetrospect: '/stockpriceinfo/retrospect',
  stockCalculator: '/stockpriceinfo/calculator',
  basicInfo: '/basicinfo/info',
  majorShareholders: '/basicinfo/majorshareholders',
  dividendPayment: '/basicinfo/dividendpayment',
  shareholderMeeting: shareholderMeeting.path,
  shareSubscription: '/basicinfo/sharesubscription',
  warrantHolders: '/warrantholdersinfo',
  debtInfo: '/debtinfo/info',
  creditRating: '/debtinfo/creditrating',
  billExchange: '/debtinfo/billexchange',
  newsSet: newsSet.path,
  newsMedia: newsMedia.path,
  newsPrint: newsPrint.path,
  newsElectronic: newsElectronic.path,
  calendar: calendar.path,
  oneReport: '/publisheddocsinfo/info',
  annualReport: '/publisheddocsinfo/annualreport',
  sustainabilityReport: '/publisheddocsinfo/sustainabilityreport',
  form561: '/publisheddocsinfo/form561',
  downloadDocuments: '/publisheddocsinfo/downloaddocuments',
  activity: activity.path,
  analysts: '/analystinfo',
  securitiesAnalysis: securitiesAnalysis.path,
  contact: '/informationinfo',
  receiveEmails: '/receiveemails',
  privacy: '/privacy',
  confirmSubscription: '/receiveemails/confirm',
  alertPreferences: '/receiveemails/preferences',
  confirmUnsubscription: '/receiveemails/unsubscribe',
  search: '/search',
} as const;

/**
 * Every route and the site search, grouped in sections (docs/product.md, Routes). The menu, the section tab menus, the
 * breadcrumbs, the sitemap and the route tests all read this one list. A list page added by its
 * definition alone (lib/list-defs) comes last.
 */
export const pages = { ...WRITTEN_PAGES, ...(DEFINED_PATHS as Omit<DefinedPaths, keyof typeof WRITTEN_PAGES>) };

export type PageId = keyof typeof pages;

export interface Section {
  id: SectionId;
  pages: readonly PageId[];
  /** Whether the pages of the section share a tab menu. */
  tabs: boolean;
}

export type SectionId =
  'financial' | 'stock' | 'basic' | 'warrant' | 'debt' | 'news' | 'calendar' | 'documents' | 'analysts' | 'contact';

const WRITTEN_SECTIONS: readonly Section[] = [
  {
    id: 'financial',
    tabs: true,
    pages: ['financialInfo', 'financialStatements', 'financialDescription', 'quarterlyResults'],
  },
  { id: 'stock', tabs: true, pages: ['stockInfo', 'stockRetrospect', 'stockCalculator'] },
  {
    id: 'basic',
    tabs: true,
    pages: ['basicInfo', 'majorShareholders', 'dividendPayment', 'shareholderMeeting', 'shareSubscription'],
  },
  { id: 'warrant', tabs: false, pages: ['warrantHolders'] },
  { id: 'debt', tabs: true, pages: ['debtInfo', 'creditRating', 'billExchange'] },
  { id: 'news', tabs: true, pages: ['newsSet', 'newsMedia', 'newsPrint', 'newsElectronic'] },
  { id: 'calendar', tabs: false, pages: ['calendar'] },
  {
    id: 'documents',
    tabs: true,
    pages: ['oneReport', 'annualReport', 'sustainabilityReport', 'form561', 'downloadDocuments'],
  },
  { id: 'analysts', tabs: false, pages: ['activity', 'analysts', 'securitiesAnalysis'] },
  { id: 'contact', tabs: true, pages: ['contact', 'receiveEmails'] },
];

/** The menu's sections; a list page added by its definition alone ends its section's tabs. */
export const sections: readonly Section[] = WRITTEN_SECTIONS.map((section) => ({
  ...section,
  pages: [
    ...section.pages,
    ...LIST_DEFINITION_LIST.filter(
      (definition) => definition.section === section.id && !section.pages.includes(definition.page as PageId),
    ).map((definition) => definition.page as PageId),
  ],
}));

/**
 * Pages reached from a link (the footer, an alert mail) rather than the menu: no menu or tab lists them,
 * but they sit in a section for their breadcrumbs, tab menu and share image.
 */
export const linkedPages: Readonly<Partial<Record<PageId, SectionId>>> = {
  privacy: 'contact',
  confirmSubscription: 'contact',
  alertPreferences: 'contact',
  confirmUnsubscription: 'contact',
};

export function sectionOf(page: PageId): Section | undefined {
  return (
    sections.find((section) => section.pages.includes(page)) ??
    sections.find((section) => section.id === linkedPages[page])
  );
}

export const allPageIds = Object.keys(pages) as PageId[];

/**
 * Pages kept out of search engines: noindex, and not in the sitemap. A search result page is the
 * site's own index of other pages, not content of its own; the confirm, preferences and unsubscribe pages
 * only act on the token of a mail.
 */
export const unlistedPages: readonly PageId[] = [
  'search',
  'confirmSubscription',
  'alertPreferences',
  'confirmUnsubscription',
];
