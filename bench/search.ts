/**
 * `npm run bench:search`: the site search, in process, one query after the other (one core):
 *   1. the demo data: index build time, then p50/p95 of searchSite() (lib/backend: the counts per
 *      section and year, one page of results, the Thai inner-word expansion) for a set of queries in
 *      each language, each unfiltered, and some filtered by section and/or year (a click on a count);
 *   2. a synthetic index of BENCH_SEARCH_ITEMS (default 100,000) items in each language, made from the
 *      demo documents (their titles and details, years moved over 1990–2025, one made-up word added
 *      to each so the vocabulary grows as a real archive's does): build time, then the same queries;
 *   3. with BENCH_SEARCH_ORIGIN (a served build, e.g. http://127.0.0.1:3322): the first-load JavaScript
 *      of the search page (empty, results, no results) in both languages, against the list budget.
 * Writes bench/results/search.json. The pages' own rendering is not timed here (npm run bench does
 * the site's pages); its budget is `budgets.search` of bench/budgets.ts.
 */
import { seedCompanyFacts } from '@/lib/testing/company-facts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import { EMBEDDED_ORIGIN, writeSources, type IndexedSource } from '@/lib/store/search-store';
import { rebuildSearchIndex, searchSite } from '@/lib/search/site-search';
import { storedListReader } from '@/lib/search/search-index';
import { documentsOfList, INDEXED_CALLS, sitePageDocuments } from '@/lib/search/documents';
import type { SearchDocument } from '@/lib/search-engine/document';
import { parseSearchQuery } from '@/lib/search-engine/query';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchSectionId } from '@/lib/search-engine/sections';
import { budgets } from './budgets';
import { measureFirstLoadJs } from './first-load-js';
import type { SearchBench, SearchLatency, SearchRow } from './types';

const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 100_000);
const LOAD_AT_START = loadavg().map((value) => Math.round(value * 100) / 100);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const LOCALES: Locale[] = ['th', 'en'];

/** Queries a reader types: the examples of docs/product.md (Search), years in both eras, prefixes, several words, a miss. */
const QUERIES: Record<Locale, string[]> = {
  th: [
    'การเงิน',
    'ประชุมผู้ถือหุ้น',
    'หุ้นกู้',
    'ไตรมาส 3/2568',
    '2568',
    'งบการเงิน 2567',
    'รายงานประจำปี',
    'เงินปันผล',
    'อันดับความน่าเชื่อถือ',
    'คลังสินค้าไซซ์',
  ],
  en: [
    'dividend',
    'divid',
    '2024 AGM minutes',
    'Q3 2025',
    '2025',
    'financial statements',
    'annual report',
    'credit rating',
    'sustainability',
    'qqxqzzv',
  ],
};

/** And a reader's clicks on the section and year counts beside the results: the same queries, filtered. */
interface Filtered {
  q: string;
  section: SearchSectionId | null;
  year: number | null;
}
const FILTERED: Record<Locale, Filtered[]> = {
  th: [
    { q: 'การเงิน', section: 'statements', year: null },
    { q: 'การเงิน', section: null, year: 2020 },
    { q: 'ประชุมผู้ถือหุ้น', section: 'meetings', year: 2001 },
    { q: 'รายงานประจำปี', section: 'annual-report', year: 2024 },
  ],
  en: [
    { q: 'report', section: 'announcements', year: null },
    { q: 'financial statements', section: null, year: 2020 },
    { q: 'dividend', section: 'announcements', year: 2010 },
    { q: '2025', section: 'statements', year: null },
  ],
};

/** Every request of a round: the queries, then the filtered ones. */
const requestsOf = (locale: Locale): Filtered[] => [
  ...QUERIES[locale].map((q) => ({ q, section: null, year: null })),
  ...FILTERED[locale],
];

type Latency = SearchLatency;
type Row = SearchRow;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeQuery(locale: Locale, q: string, page = 1): Promise<number> {
  return (await timeQueryWithCpu(locale, { q, section: null, year: null }, page)).wall;
}

async function timeQueryWithCpu(
  locale: Locale,
  { q, section, year }: Filtered,
  page = 1,
): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await searchSite({ locale, query: parseSearchQuery(q), section, year, page });
  const used = process.cpuUsage(cpu);
  const elapsed = performance.now() - started;
  if (result.status !== 'ok') throw new Error(`"${q}" (${locale}) answered ${result.status}`);
  return { wall: elapsed, cpu: (used.user + used.system) / 1000 };
}

async function latencies(): Promise<Record<Locale, Latency>> {
  const out = {} as Record<Locale, Latency>;
  for (const locale of LOCALES) {
    for (const request of requestsOf(locale)) await timeQueryWithCpu(locale, request); // warm the statement cache
    const times: number[] = [];
    const cpu: number[] = [];
    for (let round_ = 0; round_ < ROUNDS; round_ += 1) {
      // Every third round asks for the second page, as a reader paging on does.
      for (const request of requestsOf(locale)) {
        const measured = await timeQueryWithCpu(locale, request, round_ % 3 === 2 ? 2 : 1);
        times.push(measured.wall);
        cpu.push(measured.cpu);
      }
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    out[locale] = {
      queries: times.length,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(times.at(-1)!),
      cpuP50Ms: round(percentile(cpu, 50)),
      cpuP95Ms: round(percentile(cpu, 95)),
    };
  }
  return out;
}

/** A fresh seeded store in a folder of its own. */
async function freshStore(): Promise<string> {
  await closeDatabase();
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-bench-search-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  await getDatabase();
  return folder;
}

/**
 * One row, measured on a fresh seeded store: `prepare` readies what is indexed (untimed) and answers
 * the build, which writes the index and answers its number of documents; then the first query and the
 * latencies. `digits`: the build's seconds are rounded to so many.
 */
async function measuredRow(
  index: string,
  itemsPerLanguage: number | null,
  digits: number,
  prepare: () => Promise<() => Promise<number>>,
): Promise<Row> {
  const folder = await freshStore();
  try {
    const build = await prepare();
    const started = performance.now();
    const documents = await build();
    const buildSeconds = (performance.now() - started) / 1000;
    const firstQueryMs = await timeQuery('th', 'การเงิน');
    return {
      index,
      itemsPerLanguage,
      documents,
      buildSeconds: round(buildSeconds, digits),
      firstQueryMs: round(firstQueryMs),
      latency: await latencies(),
    };
  } finally {
    await closeDatabase();
    rmSync(folder, { recursive: true, force: true });
  }
}

const demoRow = () =>
  measuredRow('demo data', null, 3, async () => async () => {
    const report = await rebuildSearchIndex();
    if (!report) throw new Error('the demo index was not built');
    return report.documents;
  });

// Made-up words (Thai syllables, Latin letters), one per synthetic item: a vocabulary that keeps growing.
const THAI_SYLLABLES = ['กา', 'นต์', 'สุ', 'ริ', 'พง', 'ษ์', 'ชัย', 'วัฒ', 'นา', 'ทร', 'พย์', 'ศรี', 'มง', 'คล', 'ธน', 'กิจ'];
const LATIN_SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'ten',
  'vor',
  'lux',
  'dra',
  'pel',
  'quo',
  'sin',
  'tar',
  'bel',
  'nov',
  'zen',
  'ha',
  'gor',
];
function madeUpWord(serial: number, syllables: string[]): string {
  let word = '';
  for (let rest = serial + syllables.length; rest > 0; rest = Math.floor(rest / syllables.length))
    word += syllables[rest % syllables.length];
  return word;
}

/** ITEMS documents per language from the demo documents: other years, one made-up word each. */
async function syntheticSources(): Promise<IndexedSource[]> {
  const read = storedListReader();
  const sources: IndexedSource[] = [];
  for (const locale of LOCALES) {
    const templates: SearchDocument[] = [...sitePageDocuments(locale, seedCompanyFacts(locale))];
    for (const call of INDEXED_CALLS) {
      const items = await read(call, locale);
      if (items) templates.push(...documentsOfList(call, items, locale));
    }
    const documents: SearchDocument[] = [];
    for (let serial = 0; serial < ITEMS; serial += 1) {
      const template = templates[serial % templates.length];
      const year = 1990 + (serial % 36);
      const word = madeUpWord(serial, locale === 'th' ? THAI_SYLLABLES : LATIN_SYLLABLES);
      documents.push({
        ...template,
        title: `${template.title} ${word}`,
        year: template.year === null ? null : year,
        date: template.date === null ? null : `${year}${template.date.slice(4)}`,
        keywords: `${template.keywords} ${year} ${year + 543}`,
      });
    }
    sources.push({ source: `synthetic:${locale}`, documents });
  }
  return sources;
}

const syntheticRow = () =>
  measuredRow(`synthetic, ${ITEMS.toLocaleString('en')} items per language`, ITEMS, 1, async () => {
    const sources = await syntheticSources();
    const client = await getDatabase();
    // Only the synthetic documents: the demo index is never built in this store.
    return async () => {
      await writeSources(client, EMBEDDED_ORIGIN, sources);
      return sources.reduce((sum, source) => sum + source.documents.length, 0);
    };
  });

async function firstLoadJs() {
  const origin = process.env.BENCH_SEARCH_ORIGIN;
  if (!origin) return null;
  const routes = [
    '/search',
    '/search?q=dividend',
    '/search?q=qqxqzzv',
    '/en/search',
    '/en/search?q=dividend',
    '/en/search?q=qqxqzzv',
  ];
  const measured = await measureFirstLoadJs(routes, origin);
  return {
    budgetKB: budgets.firstLoadJsKB.list,
    routes: measured.routes.map((route) => ({
      route: route.route,
      status: route.status,
      gzipKB: round(route.gzipBytes / 1024, 1),
    })),
  };
}

async function main() {
  const rows = [await demoRow(), await syntheticRow()];
  const js = await firstLoadJs();
  const results: SearchBench & Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    loadAverage: { atStart: LOAD_AT_START, atEnd: loadavg().map((value) => round(value)) },
    rounds: ROUNDS,
    queries: QUERIES,
    filtered: FILTERED,
    rows,
    firstLoadJs: js,
  };
  mkdirSync(path.join(process.cwd(), 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(process.cwd(), 'bench', 'results', 'search.json'), `${JSON.stringify(results, null, 2)}\n`);
  for (const row of rows) {
    console.log(
      `${row.index}: ${row.documents} documents, built in ${row.buildSeconds} s, first query ${row.firstQueryMs} ms`,
    );
    for (const locale of LOCALES) {
      const { queries, p50Ms, p95Ms, maxMs, cpuP50Ms, cpuP95Ms } = row.latency[locale];
      console.log(
        `  ${locale}: ${queries} queries, p50 ${p50Ms} ms, p95 ${p95Ms} ms, max ${maxMs} ms; CPU time p50 ${cpuP50Ms} ms, p95 ${cpuP95Ms} ms`,
      );
    }
  }
  if (js)
    for (const route of js.routes)
      console.log(
        `first-load JS ${route.route}: HTTP ${route.status}, ${route.gzipKB} KB gzip (budget ${js.budgetKB} KB)`,
      );
  const worst = Math.max(...LOCALES.map((locale) => rows.at(-1)!.latency[locale].p95Ms));
  if (worst >= 20) console.log(`p95 on the synthetic index is ${worst} ms: above the 20 ms aim`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
