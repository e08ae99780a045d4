import { getTranslations } from 'next-intl/server';
import { DocumentTable } from '@/components/basic-info/document-table';
import { CalendarTable } from '@/components/calendar/calendar-table';
import { documentColumn } from '@/components/documents/document-column';
import { NewsList } from '@/components/news/news-list';
import { ActivityGrid } from '@/components/published-docs/activity-grid';
import { AnalystReportTable } from '@/components/published-docs/analyst-report-table';
import { splitAnalysisName } from '@/components/published-docs/analyst-report-name';
import { ReportShowcase } from '@/components/published-docs/report-showcase';
import { TableSections } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import { displayYear, formatLongDate, yearOf } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { CONTENT_KINDS, type KindName } from '@/lib/newsroom';
import styles from './item-page.module.css';

// The demonstration clippings are 420 × 280, as the news tab shows them (components/news/news-tab.tsx).
const CLIPPING_IMAGE = { width: 420, height: 280 } as const;

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

/**
 * A version's row of its list in one language, drawn by the same components as the public list page
 * (docs/newsroom.md, Preview): `entity` is what going live writes to the list (entitiesOf), with its
 * document linked through the preview. Labels come in `lang`, whatever the page's language.
 */
export async function PreviewRows({
  kind,
  entity,
  lang,
}: {
  kind: KindName;
  entity: Record<string, unknown>;
  lang: Locale;
}) {
  const tLists = await getTranslations({ locale: lang, namespace: 'Lists' });
  const call = CONTENT_KINDS[kind].call;
  const news = (title: string, date: string, href: string, image?: { src: string; alt: string }) => (
    <NewsList
      items={[
        {
          key: 'preview',
          title,
          date,
          displayDate: formatLongDate(date, lang),
          href,
          image: image ? { ...image, ...CLIPPING_IMAGE } : undefined,
        },
      ]}
      linkLabel={tLists('readMore')}
      newTabHint={tLists('newTab')}
    />
  );
  switch (call) {
    case 'setNews':
      return news(text(entity.new_set_title), text(entity.new_set_date), text(entity.new_set_pdf_url));
    case 'mediaNews':
      return news(text(entity.title_news_medias), text(entity.publish_date_news_medias), text(entity.url_news_medias));
    case 'newsClippings': {
      const tNews = await getTranslations({ locale: lang, namespace: 'News' });
      const title = text(entity.title_news_clippings);
      const image = text(entity.imageUrl);
      return news(
        title,
        text(entity.publish_date_news_clippings),
        text(entity.url_news_clippings),
        image ? { src: image, alt: tNews('clippingImage', { title }) } : undefined,
      );
    }
    case 'electronicAds':
      return news(
        text(entity.title_ad_electronic),
        text(entity.publish_date_ad_electronic),
        text(entity.url_ad_electronic),
      );
    case 'calendarEvents': {
      const t = await getTranslations({ locale: lang, namespace: 'Calendar' });
      const date = text(entity.publish_date_calendar_investor);
      return (
        <CalendarTable
          caption={t('tableCaption', { year: displayYear(yearOf(date) ?? new Date().getFullYear(), lang) })}
          headers={{ date: tLists('date'), event: t('event'), detail: t('detail') }}
          addToCalendarLabel={t('addToCalendar')}
          rows={[
            {
              key: 'preview',
              date,
              displayDate: formatLongDate(date, lang),
              title: text(entity.title_calendar_investor),
              detail: text(entity.detail_ad_calendar_investor),
            },
          ]}
        />
      );
    }
    case 'activities': {
      const t = await getTranslations({ locale: lang, namespace: 'Activity' });
      const name = text(entity.activity_name);
      const date = text(entity.activity_date);
      return (
        <ActivityGrid
          items={[
            {
              key: 'preview',
              name,
              date,
              displayDate: formatLongDate(date, lang),
              href: text(entity.activity_pdf_url),
              imageUrl: text(entity.activity_img_url) || undefined,
              imageAlt: t('image', { name }),
            },
          ]}
          linkLabel={t('presentation')}
          newTabHint={tLists('newTab')}
        />
      );
    }
    case 'securitiesAnalyses': {
      const t = await getTranslations({ locale: lang, namespace: 'SecuritiesAnalysis' });
      const name = text(entity.securities_analysis_name);
      const date = text(entity.securities_analysis_date);
      return (
        <AnalystReportTable
          caption={t('tableCaption', { year: displayYear(yearOf(date) ?? new Date().getFullYear(), lang) })}
          headers={{ company: t('company'), report: t('report'), date: tLists('date'), document: tLists('document') }}
          rows={[
            {
              key: 'preview',
              ...splitAnalysisName(name),
              name,
              date,
              displayDate: formatLongDate(date, lang),
              href: text(entity.securities_analysis_pdf_url),
            },
          ]}
          linkLabel={tLists('download')}
          newTabHint={tLists('newTab')}
        />
      );
    }
    case 'oneReports':
    case 'annualReports':
    case 'sustainabilityReports':
    case 'form561Reports': {
      const t = await getTranslations({ locale: lang, namespace: 'PublishedDocs' });
      const prefix = {
        oneReports: 'report',
        annualReports: 'annual_report',
        sustainabilityReports: 'sustainability_report',
        form561Reports: 'form_56_1_report',
      }[call];
      const name = text(entity[`${prefix}_name`]);
      return (
        <ReportShowcase
          reports={[
            {
              key: 'preview',
              name,
              href: text(entity[`${prefix}_pdf_url`]),
              imageUrl: text(entity[`${prefix}_img_url`]) || undefined,
            },
          ]}
          labels={{
            latest: t('latest'),
            earlier: t('earlier'),
            download: tLists('download'),
            newTab: tLists('newTab'),
            cover: (report) => t('cover', { name: report }),
            name: t('name'),
            document: tLists('document'),
          }}
        />
      );
    }
    case 'financialStatements':
    case 'analysisExplanation': {
      const t = await getTranslations({ locale: lang, namespace: 'FinancialDocuments' });
      const group = call === 'financialStatements' ? 'statements' : 'description';
      const year = Number(entity.year);
      const title = t(`${group}.documentTitle`, {
        quarter: String(Number(entity.quarter)),
        year: displayYear(year, lang),
      });
      return (
        <ScrollTable caption={t(`${group}.caption`, { year: displayYear(year, lang) })}>
          <TableSections
            columns={[
              { key: 'document', header: t('document'), rowHeader: true, cell: () => title },
              documentColumn(tLists('download'), { label: tLists('download'), newTabHint: tLists('newTab') }, () => ({
                href: text(entity.pdf_url),
                title,
              })),
            ]}
            rows={[entity]}
            rowKey={() => 'document'}
          />
        </ScrollTable>
      );
    }
    case 'meetings': {
      const t = await getTranslations({ locale: lang, namespace: 'ShareholderMeetings' });
      const year = displayYear(Number(entity.meeting_year), lang);
      const type = Number(entity.meeting_type);
      return (
        <DocumentTable
          locale={lang}
          caption={type === 0 ? t('captions.annual', { year }) : t('captions.other', { number: String(type), year })}
          rows={[{ key: 'preview', title: text(entity.meeting_name), href: text(entity.meeting_url) }]}
          namespace="ShareholderMeetings"
        />
      );
    }
    default:
      return <p className={styles.cellText}>{text(entity.title)}</p>;
  }
}
