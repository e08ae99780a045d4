import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { displayYear, formatNumber, formatShortDate, formatTime12h } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/i18n';
import { type Dashboard, type MeetingDocumentDue, type NewsroomItem } from '@/lib/newsroom';
import { itemTitle } from '@/lib/newsroom/server';
import type { ReadingFigures, ReadingRow } from '@/lib/reading/server';
import styles from './workspace.module.css';

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

interface TableProps {
  /** The section's id, for its heading. */
  id: string;
  caption: string;
  empty: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** A table within the reading figures sits one heading level lower. */
  nested?: boolean;
}

/** A section: its heading, then its table (the first cell of a row heads the row), or a sentence when empty. */
function Table({ id, caption, empty, head, rows, nested = false }: TableProps) {
  const Heading = nested ? 'h3' : 'h2';
  return (
    <section className={styles.dashboardSection} aria-labelledby={id} data-testid={id}>
      <Heading id={id}>{caption}</Heading>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={caption}>
          <table className={styles.table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {head.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export async function DashboardSections({ dashboard, locale, mayDraft }: { dashboard: Dashboard; locale: Locale; mayDraft: boolean }) {
  const t = await getTranslations('Workspace');
  const d = (key: string) => t(`dashboard.${key}` as Parameters<Translate>[0]);
  // Every kind, the facts and the figures too, is named in the item form's list.
  const kind = (item: NewsroomItem) => t(`itemForm.kinds.${item.kind}`);
  const state = (item: NewsroomItem) => t(`dashboard.states.${item.state}`);
  const link = (item: NewsroomItem) => (
    <Link prefetch={false} href={localizePath(`/admin/items/${encodeURIComponent(item.id)}`, locale)}>
      {itemTitle(item, locale) ?? d('untitled')}
    </Link>
  );
  const meeting = (due: MeetingDocumentDue) => t('dashboard.meetingName', { type: String(due.meeting.type), year: displayYear(due.meeting.year, locale) });
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
              {t(item.state === 'withdrawal-requested' ? 'dashboard.requests.withdrawal-requested' : item.firstApprovedBy ? 'dashboard.requests.second-approval' : 'dashboard.requests.submitted')}
            </span>,
            dateTime(item.state === 'withdrawal-requested' ? item.updatedAt : item.submittedAt, locale),
          ],
        }))}
      />
      <Table
        id="dashboard-scheduled"
        caption={d('scheduled')}
        empty={d('scheduledEmpty')}
        head={[d('item'), d('kind'), d('publishAt')]}
        rows={dashboard.scheduled.map((item) => ({ key: item.id, cells: [link(item), kind(item), dateTime(item.publishAt, locale)] }))}
      />
      <Table
        id="dashboard-drafts"
        caption={d('drafts')}
        empty={d('draftsEmpty')}
        head={[d('item'), d('kind'), d('state'), d('reason'), d('updatedAt')]}
        rows={dashboard.drafts.map((item) => ({
          key: item.id,
          cells: [link(item), kind(item), state(item), item.state === 'rejected' ? (item.rejectReason ?? '-') : '-', dateTime(item.updatedAt, locale)],
        }))}
      />
      <Table
        id="dashboard-live"
        caption={d('live')}
        empty={d('liveEmpty')}
        head={[d('item'), d('kind'), d('wentLiveAt')]}
        rows={dashboard.recentlyLive.map((item) => ({ key: item.id, cells: [link(item), kind(item), dateTime(item.wentLiveAt, locale)] }))}
      />
      <Table
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
    </>
  );
}

export async function ReadingSections({ figures, locale }: { figures: ReadingFigures | null; locale: Locale }) {
  const t = await getTranslations('Workspace');
  const count = (value: number) => formatNumber(value, locale, { decimals: 0 });
  const rows = (list: ReadingRow[], first: (row: ReadingRow) => ReactNode[]) =>
    list.map((row) => ({ key: `${row.locale} ${row.key}`, cells: [...first(row), count(row.last7), count(row.last30)] }));
  const windows = [t('reading.last7'), t('reading.last30')];
  return (
    <section className={styles.dashboardSection} aria-labelledby="reading-figures">
      <h2 id="reading-figures">{t('reading.heading')}</h2>
      <p>{t('reading.intro')}</p>
      {figures === null ? (
        <p>{t('dashboard.failed')}</p>
      ) : (
        <>
          <Table nested id="reading-pages" caption={t('reading.pages')} empty={t('reading.empty')} head={[t('reading.page'), ...windows]} rows={rows(figures.pages, (row) => [<code key="path">{row.key}</code>])} />
          <Table nested id="reading-downloads" caption={t('reading.downloads')} empty={t('reading.empty')} head={[t('reading.document'), ...windows]} rows={rows(figures.downloads, (row) => [<code key="url">{row.key}</code>])} />
          <Table
            nested
            id="reading-searches"
            caption={t('reading.searches')}
            empty={t('reading.empty')}
            head={[t('reading.query'), t('reading.locale'), ...windows]}
            rows={rows(figures.zeroSearches, (row) => [row.key, row.locale === 'th' || row.locale === 'en' ? t(`reading.locales.${row.locale}`) : row.locale])}
          />
        </>
      )}
    </section>
  );
}
