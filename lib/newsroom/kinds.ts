import { BACKEND_CALLS, DIVIDEND_TYPES, type CallKey, type ResultsDocumentRole } from '@/lib/contract';
import { alertListOf, isAlertCallKey } from '@/lib/email-alerts';
import { computedFigures, inputsOf } from '@/lib/figures';
import { LIST_DEFINITION_LIST, MEETING_DOCUMENT_ROLES, type DefinedKindName } from '@/lib/list-defs';
import type { PageId } from '@/lib/site';

/**
 * What the IR team publishes from the workspace: one entry per content kind (docs/newsroom.md). A
 * kind is a list the site already shows (a backend call of lib/contract/calls.ts): whether it has one
 * text per language, the page that shows it and the column of its document are read off that call and
 * its alert list (lib/email-alerts/lists.ts), so an entry names only its fields and the call's column
 * each one fills. The announcement popup is the one kind with no list: it lives in the newsroom alone.
 */

/** How a field is entered and checked. */
export type FieldType =
  /** One line: a title, a name. */
  | 'text'
  /** Paragraphs: a detail text. */
  | 'longText'
  /** A URL (https:// or a site path). */
  | 'link'
  /** A Bangkok calendar day, YYYY-MM-DD. */
  | 'date'
  /** A Bangkok date and time, YYYY-MM-DDTHH:mm. */
  | 'datetime'
  | 'integer'
  /** A number with at most four decimals, between min and max: a figure in thousand baht, an EPS. */
  | 'decimal'
  /** The webcast of a quarter: a privacy-enhanced YouTube embed address or a stored video's /videos/ path (docs/results.md). */
  | 'webcast'
  /** A call transcript: WebVTT text or pasted timed paragraphs (lib/results webvtt.ts). */
  | 'transcript'
  /** A stored PDF (./documents.ts): one per language, or one shared. */
  | 'document'
  /**
   * An item of an existing list chosen for a role of a quarter's page (docs/results.md, Managing it):
   * `none`, or the item's key (lib/results documentKey); empty is the automatic match.
   */
  | 'listItem'
  | 'choice'
  /**
   * A table edited as a table (docs/newsroom.md, Facts and figures): rows of typed cells (`columns`),
   * added, removed and reordered; each row is a row of the call, numbered by its `position`.
   */
  | 'rows';

export interface FieldSpec {
  type: FieldType;
  /** The call's column the field fills when the item goes live; none for the newsroom's own fields. */
  column?: string;
  /** Required to submit (drafts may be incomplete). Default true. */
  required?: boolean;
  /** For integers and decimals. */
  min?: number;
  max?: number;
  /** For choices. */
  options?: readonly string[];
  /** For a list item: the role of the quarter's documents it fills, and so the list it is chosen from. */
  role?: ResultsDocumentRole;
  /** For rows: the cells of a row, and how many rows at most. */
  columns?: Readonly<Record<string, FieldSpec>>;
  maxRows?: number;
  /** A text or link of a bilingual kind that is one for both languages (a phone number, an address of the web). */
  shared?: true;
}

/** What a kind's own check of a whole version found (a register that does not add up): the field, and a sentence with the figures. */
export interface ContentProblem {
  field: string;
  problem: 'inconsistent';
  /** The numbers the sentence names, by placeholder (`Workspace.itemForm.checks.<kind>`). */
  values: Record<string, string | number>;
}

/** What a kind entry holds. */
interface KindEntry {
  /** The list the kind publishes into; null for the popup, which has none. */
  call: CallKey | null;
  fields: Record<string, FieldSpec>;
  /** The field carrying the SET release time, before which the item may never go live. */
  setRelease?: string;
  /** The shareholder-meeting fields the 28-day rule and the due dates read (./meetings.ts). */
  meeting?: { date: string; role: string; year: string; type: string };
  /** The quarterly results' transcript fields by language: going live writes them to results_transcripts (./going-live.ts). */
  transcripts?: { th: string; en: string };
  /** The quarterly results' document choices by role: going live writes them to results_documents (./going-live.ts). */
  documentChoices?: Record<ResultsDocumentRole, string>;
  /**
   * Columns of the call computed from the entity the fields fill, never entered (a quarter's EPS, from its
   * net profit and shares by lib/figures): added to the entity when the item goes live.
   */
  derived?: (entity: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /**
   * A fact of the site, not a list's item (docs/newsroom.md, Facts and figures): there is one, always
   * live (the seed's until the first version goes live), edited in new versions and never withdrawn.
   * Going live replaces every row of its call.
   */
  fact?: true;
  /** The kind's own check of a complete version, run on submitting and approving: numbers that must agree. */
  check?: (content: Readonly<Record<string, unknown>>) => ContentProblem[];
  /** The table a file may fill (`rows` field), read by the form's import (./form-routes.ts handleTableImport). */
  importsTable?: string;
}

export interface ContentKind extends KindEntry {
  name: KindName;
  /** Whether texts, links and documents are kept per language: the call takes lang. */
  bilingual: boolean;
  /** The page that lists it, for links and the dashboard. */
  page: PageId | null;
}

const text = (column?: string, required = true): FieldSpec => ({ type: 'text', column, required });
const longText = (column?: string, required = true): FieldSpec => ({ type: 'longText', column, required });
const link = (column?: string, required = true): FieldSpec => ({ type: 'link', column, required });
const date = (column?: string): FieldSpec => ({ type: 'date', column });
const document = (column: string): FieldSpec => ({ type: 'document', column });
const integer = (column: string, min: number, max: number): FieldSpec => ({ type: 'integer', column, min, max });
const decimal = (column: string, min: number, max: number): FieldSpec => ({ type: 'decimal', column, min, max });
const transcript = (): FieldSpec => ({ type: 'transcript', required: false });
const listItem = (role: ResultsDocumentRole): FieldSpec => ({ type: 'listItem', role, required: false });
/** A figure a period may leave out (not disclosed): the site then shows N/A. */
const optionalDecimal = (column: string, min: number, max: number): FieldSpec => ({
  type: 'decimal',
  column,
  min,
  max,
  required: false,
});

/** Bounds of a period's figures: thousand baht (a trillion baht either way), and shares. */
export const FIGURE_BOUNDS = { amount: 1_000_000_000, shares: 1_000_000_000_000 } as const;

const amount = (column: string) => optionalDecimal(column, -FIGURE_BOUNDS.amount, FIGURE_BOUNDS.amount);

/**
 * The figures of a period beyond the headline ones (lib/contract periodFigures): flows over it and
 * balances at its end, in thousand baht, and its registered shares. Optional: one not disclosed is N/A.
 */
const periodFields = {
  presales: amount('presales'),
  backlog: amount('backlog'),
  totalExpenses: amount('total_expenses'),
  totalAssets: amount('total_assets'),
  totalLiabilities: amount('total_liabilities'),
  equity: amount('equity'),
  interestBearingDebt: amount('interest_bearing_debt'),
  shares: { type: 'integer', column: 'shares', min: 1, max: FIGURE_BOUNDS.shares, required: false } as FieldSpec,
};

/** A published document: its title, its cover image, its PDF (the column read off its alert list). */
const publishedDocument = (call: CallKey, name: string, image?: string): KindEntry => ({
  call,
  fields: { title: text(name), ...(image ? { image: link(image) } : {}), document: document(documentColumn(call)) },
});

/** The roles of a shareholder-meeting document: the 28-day invitation, minutes, results (lib/list-defs/shareholderMeeting.ts). */
export { MEETING_DOCUMENT_ROLES };
export type MeetingDocumentRole = (typeof MEETING_DOCUMENT_ROLES)[number];

/** The kinds of the list pages, from their definitions (lib/list-defs): the call, its fields and their columns. */
const DEFINED_KIND_ENTRIES = Object.fromEntries(
  LIST_DEFINITION_LIST.flatMap((definition): [string, KindEntry][] => {
    if (!definition.kind) return [];
    const { name, fields, setRelease, meeting } = definition.kind;
    return [
      [
        name,
        {
          call: definition.call.key as CallKey,
          fields,
          ...(setRelease ? { setRelease } : {}),
          ...(meeting ? { meeting } : {}),
        },
      ],
    ];
  }),
) as Record<DefinedKindName, KindEntry>;

/** The kinds that are no list page's: the published documents, the figures, the facts, the popup. */
const WRITTEN_KIND_ENTRIES = {
  oneReport: publishedDocument('oneReports', 'report_name', 'report_img_url'),
  annualReport: publishedDocument('annualReports', 'annual_report_name', 'annual_report_img_url'),
  sustainabilityReport: publishedDocument(
    'sustainabilityReports',
    'sustainability_report_name',
    'sustainability_report_img_url',
  ),
  form561: publishedDocument('form561Reports', 'form_56_1_report_name'),
  shareNotification: publishedDocument('shareNotifications', 'notification_name'),
  warrantDocument: {
    call: 'warrantDocuments',
    // The page lists the documents by their place, lowest first.
    fields: {
      title: text('warrant_document_name'),
      position: integer('position', 1, 99),
      document: document(documentColumn('warrantDocuments')),
    },
  },
  creditRating: {
    call: 'creditRatings',
    // The rating with its outlook, as the agency states it, is the item's title.
    fields: {
      title: text('credit_rating'),
      date: date('rating_date'),
      document: document(documentColumn('creditRatings')),
    },
  },
  quarterlyResults: {
    call: 'quarterlyResults',
    fields: {
      year: integer('year', 2000, 2200),
      quarter: integer('quarter', 1, 4),
      totalRevenue: decimal('total_revenue', -FIGURE_BOUNDS.amount, FIGURE_BOUNDS.amount),
      salesRevenue: decimal('sales_revenue', -FIGURE_BOUNDS.amount, FIGURE_BOUNDS.amount),
      grossProfit: decimal('gross_profit', -FIGURE_BOUNDS.amount, FIGURE_BOUNDS.amount),
      netProfit: decimal('net_profit', -FIGURE_BOUNDS.amount, FIGURE_BOUNDS.amount),
      ...periodFields,
      resultsDate: date('results_date'),
      webcast: { type: 'webcast', column: 'webcast_link', required: false },
      transcriptTh: transcript(),
      transcriptEn: transcript(),
      announcementChoice: listItem('announcement'),
      statementsChoice: listItem('statements'),
      analysisChoice: listItem('analysis'),
      presentationChoice: listItem('presentation'),
    },
    transcripts: { th: 'transcriptTh', en: 'transcriptEn' },
    documentChoices: {
      announcement: 'announcementChoice',
      statements: 'statementsChoice',
      analysis: 'analysisChoice',
      presentation: 'presentationChoice',
    },
    // EPS is computed, never entered: the stored column holds it to four decimals.
    derived: (entity) => {
      const eps = computedFigures(inputsOf(entity as never)).eps;
      return { eps: eps === null ? null : Number(eps.toFixed(4)) };
    },
  },
  annualFigures: {
    call: 'annualFigures',
    fields: {
      year: integer('year', 2000, 2200),
      totalRevenue: amount('total_revenue'),
      salesRevenue: amount('sales_revenue'),
      grossProfit: amount('gross_profit'),
      netProfit: amount('net_profit'),
      ...periodFields,
    },
  },
  majorShareholders: {
    call: 'majorShareholders',
    fact: true,
    importsTable: 'holders',
    fields: {
      asOf: date('as_of'),
      totalShares: { type: 'integer', column: 'total_shares', min: 1, max: FIGURE_BOUNDS.shares },
      holders: {
        type: 'rows',
        maxRows: 50,
        columns: {
          name: text('name'),
          shares: { type: 'integer', column: 'shares', min: 0, max: FIGURE_BOUNDS.shares },
        },
      },
    },
    // The rows add up to the register's stated total; the percentages are computed from them.
    check: (content) => {
      const rows = Array.isArray(content.holders) ? (content.holders as { shares?: unknown }[]) : [];
      const sum = rows.reduce((total, row) => total + (typeof row.shares === 'number' ? row.shares : 0), 0);
      const stated = content.totalShares;
      if (typeof stated !== 'number' || sum === stated) return [];
      return [
        {
          field: 'totalShares',
          problem: 'inconsistent',
          values: { sum, total: stated, difference: Math.abs(stated - sum) },
        },
      ];
    },
  },
  company: {
    call: 'company',
    fact: true,
    fields: {
      name: text('name'),
      shortName: text('short_name'),
      symbol: { ...text('symbol'), shared: true },
      businessType: longText('business_type'),
      registrationNumber: { ...text('registration_number'), shared: true },
      founded: integer('founded', 1800, 2200),
      headOffice: longText('head_office'),
      contactAddress: longText('contact_address'),
      website: { ...link('website'), shared: true },
      irPhone: { ...text('ir_phone'), shared: true },
      irFax: { ...text('ir_fax'), shared: true },
      irEmail: { ...text('ir_email'), shared: true },
      companyPhone: { ...text('company_phone'), shared: true },
      companyFax: { ...text('company_fax'), shared: true },
      parValueBaht: decimal('par_value_baht', 0.0001, 1000),
      registeredShares: integer('registered_shares', 1, FIGURE_BOUNDS.shares),
      registeredSharesAsOf: date('registered_shares_as_of'),
      registeredCapitalBaht: decimal('registered_capital_baht', 1, FIGURE_BOUNDS.shares * 1000),
      paidUpCapitalBaht: decimal('paid_up_capital_baht', 1, FIGURE_BOUNDS.shares * 1000),
      dividendPolicy: longText('dividend_policy'),
      about: longText('about'),
      facebook: { ...link('facebook_page'), shared: true },
      youtube: { ...link('youtube_channel'), shared: true },
      line: { ...link('line_account'), shared: true },
      linkedin: { ...link('linkedin_page'), shared: true },
    },
    // One row per language, numbered 1 like a one-row table.
    derived: () => ({ position: 1 }),
    // The paid-up capital is at most the registered capital.
    check: (content) => {
      const { registeredCapitalBaht: registered, paidUpCapitalBaht: paidUp } = content as Record<string, unknown>;
      return typeof registered === 'number' && typeof paidUp === 'number' && paidUp > registered
        ? [{ field: 'paidUpCapitalBaht', problem: 'inconsistent', values: {} }]
        : [];
    },
  },
  analystContacts: {
    call: 'analystContacts',
    fact: true,
    fields: {
      analysts: {
        type: 'rows',
        maxRows: 40,
        columns: {
          securitiesCompany: text('securities_company'),
          analystName: text('analyst_name'),
          email: { ...text('email'), shared: true },
        },
      },
    },
    // An analyst is written to: each address must be one.
    check: (content) => {
      const rows = Array.isArray(content.analysts) ? (content.analysts as Record<string, unknown>[]) : [];
      return rows.flatMap((row, index): ContentProblem[] =>
        typeof row.email === 'string' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(row.email)
          ? [{ field: `analysts.${index}.email`, problem: 'inconsistent', values: {} }]
          : [],
      );
    },
  },
  dealerBanks: {
    call: 'dealerBanks',
    fact: true,
    fields: {
      banks: {
        type: 'rows',
        maxRows: 20,
        columns: {
          bankName: text('bank_name'),
          address: text('address'),
          phone: { ...text('phone'), shared: true },
          website: { ...link('website', false), shared: true },
        },
      },
    },
  },
  bonds: {
    call: 'bonds',
    fact: true,
    fields: {
      bonds: {
        type: 'rows',
        maxRows: 60,
        columns: {
          bondSymbol: text('bond_symbol'),
          issuedSize: decimal('issued_size', 0.1, 10_000_000),
          outstanding: decimal('outstanding', 0, 10_000_000),
          issueDate: date('issue_date'),
          maturityDate: date('maturity_date'),
          termYears: integer('term_years', 1, 100),
          interestRate: decimal('interest_rate', 0, 100),
        },
      },
    },
    // No more outstanding than issued; a debenture matures after its issue.
    check: (content) => {
      const rows = Array.isArray(content.bonds) ? (content.bonds as Record<string, unknown>[]) : [];
      return rows.flatMap((row, index) => {
        const at = (column: string): ContentProblem => ({
          field: `bonds.${index}.${column}`,
          problem: 'inconsistent',
          values: {},
        });
        const problems: ContentProblem[] = [];
        if (
          typeof row.outstanding === 'number' &&
          typeof row.issuedSize === 'number' &&
          row.outstanding > row.issuedSize
        )
          problems.push(at('outstanding'));
        if (
          typeof row.issueDate === 'string' &&
          typeof row.maturityDate === 'string' &&
          row.maturityDate <= row.issueDate
        )
          problems.push(at('maturityDate'));
        return problems;
      });
    },
  },
  dividends: {
    call: 'dividends',
    fact: true,
    importsTable: 'payments',
    fields: {
      payments: {
        type: 'rows',
        maxRows: 60,
        columns: {
          decisionDate: { type: 'date', column: 'decision_date', required: false },
          exDate: { type: 'date', column: 'ex_date', required: false },
          paymentDate: { type: 'date', column: 'payment_date', required: false },
          type: { type: 'choice', column: 'dividend_type', options: DIVIDEND_TYPES },
          cashPerShare: { type: 'decimal', column: 'cash_per_share', min: 0, max: 1000, required: false },
          existingShares: { type: 'integer', column: 'existing_shares', min: 1, max: 1_000_000, required: false },
          newShares: { type: 'integer', column: 'new_shares', min: 1, max: 1_000_000, required: false },
          periodStart: date('period_start'),
          periodEnd: date('period_end'),
        },
      },
    },
    // A cash dividend has its amount, a stock dividend its ratio; an ex-date comes on or before its payment, a period's start before its end.
    check: (content) => {
      const rows = Array.isArray(content.payments) ? (content.payments as Record<string, unknown>[]) : [];
      return rows.flatMap((row, index) => {
        const at = (column: string): ContentProblem => ({
          field: `payments.${index}.${column}`,
          problem: 'inconsistent',
          values: {},
        });
        const problems: ContentProblem[] = [];
        if (row.type === 'cash' && typeof row.cashPerShare !== 'number') problems.push(at('cashPerShare'));
        if (row.type === 'stock' && (typeof row.existingShares !== 'number' || typeof row.newShares !== 'number'))
          problems.push(at('existingShares'));
        if (typeof row.exDate === 'string' && typeof row.paymentDate === 'string' && row.exDate > row.paymentDate)
          problems.push(at('paymentDate'));
        if (typeof row.periodStart === 'string' && typeof row.periodEnd === 'string' && row.periodStart > row.periodEnd)
          problems.push(at('periodEnd'));
        return problems;
      });
    },
  },
  popup: {
    call: null,
    fields: { title: text(), detail: longText(), link: link(undefined, false) },
  },
} as const satisfies Record<string, KindEntry>;

const KIND_ENTRIES: Record<KindName, KindEntry> = { ...DEFINED_KIND_ENTRIES, ...WRITTEN_KIND_ENTRIES };

export type KindName = keyof typeof WRITTEN_KIND_ENTRIES | DefinedKindName;

/** The order of the workspace's menus; the kind of a list added by its definition alone comes after these. */
const KIND_ORDER: readonly string[] = [
  'exchangeAnnouncement',
  'pressRelease',
  'printMedia',
  'electronicAdvertising',
  'calendarEvent',
  'oneReport',
  'annualReport',
  'sustainabilityReport',
  'form561',
  'shareNotification',
  'warrantDocument',
  'creditRating',
  'financialStatements',
  'managementDiscussion',
  'activity',
  'analystReport',
  'meetingDocument',
  'quarterlyResults',
  'annualFigures',
  'majorShareholders',
  'company',
  'analystContacts',
  'dealerBanks',
  'bonds',
  'dividends',
  'popup',
];

const byOrder = (name: string) => (KIND_ORDER.includes(name) ? KIND_ORDER.indexOf(name) : KIND_ORDER.length);

export const KIND_NAMES = (Object.keys(KIND_ENTRIES) as KindName[]).sort((a, b) => byOrder(a) - byOrder(b));

/** The column of a call's document, as its alert list names it. */
function documentColumn(call: CallKey): string {
  const column = isAlertCallKey(call) ? alertListOf(call).document : undefined;
  if (!column) throw new Error(`${call} has no document column`);
  return column;
}

/** Every kind, with what its call says about it. */
export const CONTENT_KINDS: { readonly [K in KindName]: ContentKind } = Object.fromEntries(
  KIND_NAMES.map((name) => {
    const entry: KindEntry = KIND_ENTRIES[name];
    const call = entry.call;
    return [
      name,
      {
        ...entry,
        name,
        // The popup shows on every page in both languages.
        bilingual: call ? BACKEND_CALLS[call].lang : true,
        page: call && isAlertCallKey(call) ? alertListOf(call).page : null,
      } satisfies ContentKind,
    ];
  }),
) as { [K in KindName]: ContentKind };

export function isKindName(value: unknown): value is KindName {
  return typeof value === 'string' && Object.hasOwn(CONTENT_KINDS, value);
}

/** Whether a field holds one value per language in this kind: texts, links and documents of a bilingual kind. */
export function perLanguage(kind: ContentKind, field: FieldSpec): boolean {
  return (
    kind.bilingual && !field.shared && (field.type === 'text' || field.type === 'longText' || field.type === 'link')
  );
}

export function isRequired(field: FieldSpec): boolean {
  return field.required !== false;
}
