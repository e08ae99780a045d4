import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { displayYear, formatShortDate, formatTime12h } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/i18n';
import {
  type Dashboard,
  type MeetingDocumentDue,
  type NewsroomItem,
  type OverdueResults,
  type SetGateRow,
} from '@/lib/newsroom';
import { awaitingSince, itemTitle } from '@/lib/newsroom/server';
import styles from './workspace.module.css';
import { WorkspaceTable, type WorkspaceTableProps } from './workspace-table';

/**
 * The sections of the workspace's dashboard (`/admin`; docs/newsroom.md, Dashboard): each a table with
 * its caption, items linked to their page `/admin/items/<id>`. Server-rendered, no script.
 */

type Translate = Awaited<ReturnType<typeof getTranslations<'Workspace'>>>;

/** A Bangkok date and time: '26 พ.ย. 2569 4:30 PM' (Buddhist era) or '26 Nov 2026 4:30 PM'. */
function dateTime(iso: string | null, locale: Locale): ReactNode {
  if (!iso) return '-';
  return <time dateTime={iso}>{`${formatShortDate(iso, locale)} ${formatTime12h(iso, locale)}`}</time>;
}

function day(value: string, locale: Locale): ReactNode {
  return <time dateTime={value}>{formatShortDate(value, locale)}</time>;
}

interface TableProps extends Pick<WorkspaceTableProps, 'caption' | 'head' | 'rows'> {
  /** The section's id, for its heading. */
  id: string;
  empty: string;
  /** A table within a section of its own (the exchange's rules) sits one heading level lower. */
  nested?: boolean;
}

/** A section: its heading, then its table (the first cell of a row heads the row), or a sentence when empty. */
function Table({ id, caption, empty, head, rows, nested = false }: TableProps) {
  const Heading = nested ? 'h3' : 'h2';
  return (
    <section className={styles.dashboardSection} aria-labelledby={id} data-testid={id}>
      <Heading id={id}>{caption}</Heading>
      {rows.length === 0 ? <p>{empty}</p> : <WorkspaceTable caption={caption} head={head} rows={rows} />}
    </section>
  );
}

/**
 * The dashboard's sections for a person: `mayDraft` adds the "New item" link, `rules` the exchange's
 * rules due (for roles that draft or approve).
 */
export async function DashboardSections({
  dashboard,
  locale,
  mayDraft,
  rules,
}: {
  dashboard: Dashboard;
  locale: Locale;
  mayDraft: boolean;
  rules: boolean;
}) {
  const t = await getTranslations('Workspace');
  const d = await getTranslations('Workspace.dashboard');
  // Every kind, the facts and the figures too, is named in the item form's list.
  const kind = (item: NewsroomItem) => t(`itemForm.kinds.${item.kind}`);
  const state = (item: NewsroomItem) => t(`dashboard.states.${item.state}`);
  const link = (item: NewsroomItem) => (
    <Link prefetch={false} href={localizePath(`/admin/items/${encodeURIComponent(item.id)}`, locale)}>
      {itemTitle(item, locale) ?? d('untitled')}
    </Link>
  );
  // What the person's own item awaits: an approval, a second approval after a first, or a withdrawal.
  const request = (item: NewsroomItem) =>
    t(
      item.state === 'withdrawal-requested'
        ? 'dashboard.requests.withdrawal-requested'
        : item.firstApprovedBy
          ? 'dashboard.requests.second-approval'
          : 'dashboard.requests.submitted',
    );
  return (
    <>
      {mayDraft ? (
        <p>
          <Link prefetch={false} href={localizePath('/admin/items/new', locale)}>
            {d('newItem')}
          </Link>
        </p>
      ) : null}
      <Table
        id="dashboard-awaiting"
        caption={d('awaiting')}
        empty={d('awaitingEmpty')}
        head={[d('item'), d('kind'), d('request'), d('submittedAt')]}
        rows={dashboard.awaiting.map((item) => ({
          key: item.id,
          cells: [
            link(item),
            kind(item),
            // A first approval by an approver who made the submitter's account: flagged (docs/newsroom.md, Four eyes).
            <span key="request" data-testid={item.firstApprovedBy ? 'second-approval' : undefined}>
              {t(
                item.state === 'withdrawal-requested'
                  ? 'dashboard.requests.withdrawal-requested'
                  : item.firstApprovedBy
                    ? 'dashboard.requests.second-approval'
                    : 'dashboard.requests.submitted',
              )}
            </span>,
            dateTime(item.state === 'withdrawal-requested' ? item.updatedAt : item.submittedAt, locale),
          ],
        }))}
      />
      <Table
        id="dashboard-mine"
        caption={d('mine')}
        empty={d('mineEmpty')}
        head={[d('item'), d('kind'), d('awaits'), d('since')]}
        rows={dashboard.mine.map((item) => ({
          key: item.id,
          cells: [
            link(item),
            kind(item),
            <span key="awaits" data-testid={item.firstApprovedBy ? 'mine-second-approval' : undefined}>
              {request(item)}
            </span>,
            dateTime(awaitingSince(item), locale),
          ],
        }))}
      />
      <Table
        id="dashboard-scheduled"
        caption={d('scheduled')}
        empty={d('scheduledEmpty')}
        head={[d('item'), d('kind'), d('publishAt')]}
        rows={dashboard.scheduled.map((item) => ({
          key: item.id,
          cells: [link(item), kind(item), dateTime(item.publishAt, locale)],
        }))}
      />
      <Table
        id="dashboard-drafts"
        caption={d('drafts')}
        empty={d('draftsEmpty')}
        head={[d('item'), d('kind'), d('state'), d('reason'), d('updatedAt')]}
        rows={dashboard.drafts.map((item) => ({
          key: item.id,
          cells: [
            link(item),
            kind(item),
            state(item),
            item.state === 'rejected' ? (item.rejectReason ?? '-') : '-',
            dateTime(item.updatedAt, locale),
          ],
        }))}
      />
      <Table
        id="dashboard-live"
        caption={d('live')}
        empty={d('liveEmpty')}
        head={[d('item'), d('kind'), d('wentLiveAt')]}
        rows={dashboard.recentlyLive.map((item) => ({
          key: item.id,
          cells: [link(item), kind(item), dateTime(item.wentLiveAt, locale)],
        }))}
      />
      {rules ? <ExchangeRules dashboard={dashboard} locale={locale} /> : null}
    </>
  );
}

/** A quarter as the IR team names it: 'Q3/2026', 'ไตรมาส 3/2569'. */
function quarterName(row: Pick<OverdueResults, 'year' | 'quarter'>, locale: Locale, t: Translate): string {
  return t('dashboard.rules.quarterName', { quarter: String(row.quarter), year: displayYear(row.year, locale) });
}

/**
 * The exchange's rules due (docs/newsroom.md, Dashboard), under one heading: the meeting documents
 * due, the SET release gate of the exchange announcements under way, and the quarters whose results
 * are overdue, each linked to its item or to a new one.
 */
async function ExchangeRules({ dashboard, locale }: { dashboard: Dashboard; locale: Locale }) {
  const t = await getTranslations('Workspace');
  const d = await getTranslations('Workspace.dashboard');
  const meeting = (due: MeetingDocumentDue) =>
    t('dashboard.meetingName', { type: String(due.meeting.type), year: displayYear(due.meeting.year, locale) });
  const itemLink = (id: string, text: string) => (
    <Link prefetch={false} href={localizePath(`/admin/items/${encodeURIComponent(id)}`, locale)}>
      {text}
    </Link>
  );
  // A flag is said in words, never by colour alone.
  const flag = (row: SetGateRow) =>
    row.flag === 'clear' ? (
      d('rules.flags.clear')
    ) : (
      <strong className={styles.flagged} data-testid={`gate-${row.flag}`}>
        {d(`rules.flags.${row.flag}`)}
      </strong>
    );
  const results = (row: OverdueResults) => {
    const name = quarterName(row, locale, t);
    if (row.item) {
      return (
        <>
          {itemLink(row.item.id, t('dashboard.rules.openItem', { quarter: name }))} ({d(`states.${row.item.state}`)})
        </>
      );
    }
    return (
      <Link
        prefetch={false}
        href={localizePath(`/admin/items/new?kind=quarterlyResults&year=${row.year}&quarter=${row.quarter}`, locale)}
      >
        {t('dashboard.rules.create', { quarter: name })}
      </Link>
    );
  };
  return (
    <section className={styles.dashboardSection} aria-labelledby="dashboard-rules" data-testid="dashboard-rules">
      <h2 id="dashboard-rules">{d('rules.heading')}</h2>
      <p>{d('rules.intro')}</p>
      <Table
        nested
        id="dashboard-meetings"
        caption={d('meetings')}
        empty={d('meetingsEmpty')}
        head={[d('meeting'), d('document'), d('dueOn'), d('state')]}
        rows={dashboard.meetingsDue.map((due) => ({
          key: `${due.meeting.year} ${due.meeting.type} ${due.meeting.date} ${due.document}`,
          cells: [
            <>
              {meeting(due)} ({day(due.meeting.date, locale)})
            </>,
            due.itemId ? (
              <Link prefetch={false} href={localizePath(`/admin/items/${encodeURIComponent(due.itemId)}`, locale)}>
                {t(`dashboard.documents.${due.document}`)}
              </Link>
            ) : (
              t(`dashboard.documents.${due.document}`)
            ),
            day(due.dueOn, locale),
            t(`dashboard.due.${due.state}`),
          ],
        }))}
      />
      <Table
        nested
        id="dashboard-gate"
        caption={d('rules.gate')}
        empty={d('rules.gateEmpty')}
        head={[d('item'), d('state'), d('rules.release'), d('publishAt'), d('rules.gateState')]}
        rows={dashboard.setGate.map((row) => ({
          key: row.item.id,
          cells: [
            itemLink(row.item.id, itemTitle(row.item, locale) ?? d('untitled')),
            d(`states.${row.item.state}`),
            row.release ? dateTime(row.release, locale) : d('rules.missing'),
            row.publishAt ? dateTime(row.publishAt, locale) : d('rules.notChosen'),
            flag(row),
          ],
        }))}
      />
      <Table
        nested
        id="dashboard-results"
        caption={d('rules.results')}
        empty={d('rules.resultsEmpty')}
        head={[d('rules.quarter'), d('rules.resultsDate'), d('rules.source'), d('rules.action')]}
        rows={dashboard.resultsOverdue.map((row) => ({
          key: `${row.year}-q${row.quarter}`,
          cells: [quarterName(row, locale, t), day(row.dueOn, locale), d(`rules.sources.${row.source}`), results(row)],
        }))}
      />
    </section>
  );
}
