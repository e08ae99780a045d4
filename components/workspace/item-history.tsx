import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';
import { isKeyIn } from '@/lib/i18n/server';
import type { FieldChange, HistoryEvent, NewsroomItem, VersionRecord } from '@/lib/newsroom';
import { DataTable, type DataColumn } from '@/components/tables/data-table';
import { FieldValue, type ValueLabels } from './item-values';
import styles from './workspace.module.css';
import page from './item-page.module.css';
import { WorkspaceDataTable } from './workspace-table';

interface ItemHistoryProps {
  item: NewsroomItem;
  versions: VersionRecord[];
  events: HistoryEvent[];
  /** Each version after the first: its field diff against the one before (null when unreadable). */
  diffs: Map<number, FieldChange[] | null>;
  nameOf: (id: string | null) => string;
  labels: ValueLabels;
  locale: Locale;
}

const EVENTS = [
  'publish-command',
  'create',
  'edit',
  'submit',
  'approve',
  'reject',
  'go-live',
  'go-live-failed',
  'request-withdrawal',
  'approve-withdrawal',
] as const;

/** The version history of an item (docs/newsroom.md, The item page): its versions, the field diff of each, its events. */
export async function ItemHistory({ item, versions, events, diffs, nameOf, labels, locale }: ItemHistoryProps) {
  const t = await getTranslations('Workspace.item');
  const time = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{time.format(new Date(iso))}</time> : '—');
  const stateOf = (version: VersionRecord) =>
    version.version === item.version
      ? t(`states.${item.state}`)
      : version.version === item.liveVersion && item.state !== 'withdrawn'
        ? t('history.states.onSite')
        : version.wentLiveAt
          ? t('history.states.replaced')
          : t('history.states.notPublished');
  // An event the history names (a stored event of a later release shows as stored).
  const eventText = (event: string) => {
    const named = EVENTS.find((name) => name === event);
    return named ? t(`events.${named}`) : event;
  };
  const langLabel = (lang: string | undefined) =>
    lang === 'th' || lang === 'en' ? t(`langs.${lang}`) : t('langs.shared');
  const detailOf = (event: HistoryEvent) => {
    const parts: string[] = [];
    if (typeof event.detail.reason === 'string') parts.push(event.detail.reason);
    if (typeof event.detail.publishAt === 'string')
      parts.push(`${t('publishAt')}: ${time.format(new Date(event.detail.publishAt))}`);
    if (event.detail.alertAgain === true) parts.push(t('alertAgain'));
    // The item form's automatic save (docs/newsroom.md, Saved automatically).
    if (event.detail.autosave === true) parts.push(t('history.autosaved'));
    return parts.join(' · ');
  };
  const versionColumns: DataColumn<VersionRecord>[] = [
    { key: 'version', header: t('history.version'), cell: (version) => version.version },
    { key: 'editedBy', header: t('history.editedBy'), cell: (version) => nameOf(version.editedBy) },
    { key: 'editedAt', header: t('history.editedAt'), cell: (version) => when(version.editedAt) },
    { key: 'submittedAt', header: t('history.submittedAt'), cell: (version) => when(version.submittedAt) },
    { key: 'wentLiveAt', header: t('history.wentLiveAt'), cell: (version) => when(version.wentLiveAt) },
    { key: 'state', header: t('history.state'), cell: stateOf },
  ];
  const changed = (side: 'before' | 'after'): DataColumn<FieldChange> => ({
    key: side,
    header: t(`diff.${side}`),
    cellClassName: page.cellText,
    cellProps: (change) => ({ lang: change.lang }),
    cell: (change) => {
      const Mark = side === 'before' ? 'del' : 'ins';
      return (
        <Mark>
          <FieldValue value={change[side]} labels={labels} link={false} />
        </Mark>
      );
    },
  });
  const diffColumns: DataColumn<FieldChange>[] = [
    {
      key: 'field',
      header: t('diff.field'),
      rowHeader: true,
      cell: (change) => (
        <>
          {isKeyIn('Workspace.item.fields', change.field) ? t(`fields.${change.field}`) : change.field}
          {change.row ? `, ${t('diff.row', { row: String(change.row) })}` : null}
        </>
      ),
    },
    { key: 'language', header: t('diff.language'), cell: (change) => langLabel(change.lang) },
    changed('before'),
    changed('after'),
  ];
  const eventColumns: DataColumn<HistoryEvent>[] = [
    { key: 'at', header: t('events.at'), cell: (event) => when(event.at) },
    { key: 'who', header: t('events.who'), cell: (event) => event.actor },
    { key: 'event', header: t('events.event'), cell: (event) => eventText(event.event) },
    { key: 'version', header: t('events.version'), cell: (event) => event.version },
    { key: 'detail', header: t('events.detail'), cellClassName: page.cellText, cell: detailOf },
  ];
  return (
    <>
      <section aria-labelledby="item-history">
        <h2 id="item-history">{t('history.heading')}</h2>
        <WorkspaceDataTable
          region={{ labelledBy: 'item-history' }}
          testId="item-versions"
          columns={versionColumns}
          rows={versions}
          rowKey={(version) => version.version}
        />
        {versions
          .filter((version) => version.version > 1)
          .map((version) => {
            const changes = diffs.get(version.version);
            const caption = t('diff.caption', { from: String(version.version - 1), to: String(version.version) });
            return (
              <div key={version.version} className={styles.tableWrap} role="region" tabIndex={0} aria-label={caption}>
                {changes && changes.length > 0 ? (
                  <DataTable
                    className={styles.table}
                    testId={`item-diff-${version.version}`}
                    caption={caption}
                    columns={diffColumns}
                    rows={changes}
                    rowKey={(change) => `${change.field}-${change.lang ?? ''}-${change.row ?? ''}`}
                  />
                ) : (
                  <p>
                    {caption}: {t('diff.none')}
                  </p>
                )}
              </div>
            );
          })}
      </section>
      <section aria-labelledby="item-events">
        <h2 id="item-events">{t('events.heading')}</h2>
        <WorkspaceDataTable
          region={{ labelledBy: 'item-events' }}
          testId="item-events"
          columns={eventColumns}
          rows={events}
          rowKey={(_, index) => index}
        />
      </section>
    </>
  );
}
