import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { QuarterQuestions, type QuestionFormState } from '@/components/results/quarter-questions';
import { QuarterResults } from '@/components/results/quarter-results';
import { quarterValues } from '@/components/results/format';
import { loadCompanyFacts } from '@/lib/backend';
import { bangkokDay } from '@/lib/format';
import { questionOutcome, questionsCloseAt } from '@/lib/questions';
import { loadPublishedQuestions, openQuestionDraft, questionsKept, takesQuestions } from '@/lib/questions/server';
import { resolveLocale, routing, type Locale } from '@/lib/i18n';
import { parseQuarterSlug, quarterImagePath, quarterPath } from '@/lib/results';
import { loadQuarterPage } from '@/lib/results/server';
import { pageMetadata } from '@/lib/seo';
import { absoluteUrl, languageAlternates, siteUrl } from '@/lib/site';

interface QuarterRouteProps {
  params: Promise<{ locale: string; quarter: string }>;
}

type QuestionQuery = Record<string, string | string[] | undefined>;

/** The question form's state after a post without JavaScript (lib/questions/server.ts `handleQuestionPost`). */
function questionFormState(query: QuestionQuery): QuestionFormState {
  const one = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    outcome: questionOutcome(one('question')),
    fields: one('fields').split(',').filter(Boolean),
    // What was typed comes back sealed, never in clear in the URL (lib/questions/draft.ts).
    values: openQuestionDraft(one('draft')) ?? { name: '', email: '', text: '', consent: false },
  };
}

/** The day before the results date: the last day questions come in (lib/questions `questionsCloseAt`). */
function lastQuestionDay(resultsDate: string): string | null {
  const closes = questionsCloseAt(resultsDate);
  return closes ? bangkokDay(new Date(closes.getTime() - 1)) : null;
}

/**
 * The hub's metadata with the quarter's own title, description, canonical URL, hreflang alternates
 * and share image (its headline figures, app/og/[locale]/results/[image]).
 */
export async function generateMetadata({ params }: QuarterRouteProps): Promise<Metadata> {
  const { locale: requested, quarter } = await params;
  const locale: Locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const base = await pageMetadata('quarterlyResults')({ params: Promise.resolve({ locale }) });
  const id = parseQuarterSlug(quarter);
  if (!id) return base;
  const t = await getTranslations({ locale, namespace: 'Results' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const company = (await loadCompanyFacts(locale)).shortName;
  const values = quarterValues(id, locale);
  const title = tMeta('titleTemplate', { title: t('quarterTitle', values), company });
  const description = t('quarterDescription', { company, ...values });
  const path = quarterPath(id);
  const url = absoluteUrl(path, locale);
  const image = {
    url: new URL(quarterImagePath(id, locale), siteUrl()).toString(),
    width: 1200,
    height: 630,
    alt: tMeta('imageAlt', { company, title: t('quarterTitle', values) }),
    type: 'image/png',
  };
  return {
    ...base,
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: { ...base.openGraph, title, description, url, images: [image] },
    twitter: { ...base.twitter, title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/** /financialinfo/results/<year>-q<n>: a CE year in the URL; a slug that is no stored quarter is not found. */
export default async function QuarterResultsPage({
  params,
  searchParams,
}: QuarterRouteProps & { searchParams: Promise<QuestionQuery> }) {
  const locale = await resolveLocale(params);
  const { quarter } = await params;
  const id = parseQuarterSlug(quarter);
  if (!id) notFound();
  const [data, published] = await Promise.all([loadQuarterPage(id, locale), loadPublishedQuestions(id)]);
  if (data === null) notFound();
  const t = await getTranslations({ locale, namespace: 'Results' });
  const taking = !questionsKept() ? 'unavailable' : data && takesQuestions(data.result) ? 'open' : 'closed';
  const questions = data ? (
    <QuarterQuestions
      locale={locale}
      id={id}
      taking={taking}
      lastDay={lastQuestionDay(data.result.results_date)}
      published={published}
      state={questionFormState(await searchParams)}
    />
  ) : null;
  return (
    <PageFrame
      page="quarterlyResults"
      subpage={{ title: t('quarterTitle', quarterValues(id, locale)), path: quarterPath(id) }}
    >
      <QuarterResults locale={locale} id={id} data={data} questions={questions} />
    </PageFrame>
  );
}
