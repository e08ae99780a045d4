/**
 * Interaction speed from the first paint on (docs/performance.md, Interaction from the first paint):
 * Lighthouse loads a page and never touches it, so a tap made while the page is still hydrating is
 * measured here. Playwright opens each page in a 390 px mobile context of headless Chromium with the
 * CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), waits for the first contentful paint, waits
 * OFFSETS_MS more and makes one real interaction (a touch tap, or a key press in a focused field). The
 * longest Event Timing entry (PerformanceObserver 'event', durationThreshold 16, buffered) from that
 * interaction on is its duration; none means it took less than 16 ms (recorded as 0).
 *
 * Each point (element × moment) is measured `runs` times, each on a fresh context; the same run order
 * interleaves the same-run reference: the same tap or key press on a static page with one button whose
 * handler does nothing and one text field, served by this module on its own port. The reference shows
 * what the shared machine alone costs at that moment (evaluate.ts uses it).
 */
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { INTERACTION_ELEMENTS, INTERACTION_OFFSETS_MS, type InteractionElementSpec } from './budgets';
import { CHROME_PATH, ORIGIN, PORT, QUICK, errorText, log, sleep } from './settings';
import type { InteractionPoint, InteractionResults, InteractionSeries } from './types';

export const INTERACTION_RUNS = Math.max(1, Number(process.env.BENCH_INTERACTION_RUNS || (QUICK ? 1 : 5)));
export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
/** The reference page's server: the port after the bench server's. */
const REFERENCE_PORT = PORT + 1;
const REFERENCE_ORIGIN = `http://127.0.0.1:${REFERENCE_PORT}`;

const REFERENCE_HTML =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Reference</title><h1>Reference</h1><p><button id="button" type="button" onclick="void 0">Tap</button></p>' +
  '<p><label>Text <input id="field" type="text"></label></p></html>';

/**
 * Before any of the page's scripts: records the first contentful paint, every Event Timing entry and the
 * time of the first pointerdown or keydown (the moment the interaction was really made).
 */
function recorder() {
  type Rec = {
    fcp: number | null;
    input: number | null;
    entries: { name: string; start: number; duration: number; processingStart: number; processingEnd: number }[];
  };
  const rec: Rec = { fcp: null, input: null, entries: [] };
  (window as unknown as { __interaction: Rec }).__interaction = rec;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint' && rec.fcp === null) rec.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      rec.entries.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  const first = (event: Event) => {
    if (rec.input === null) rec.input = event.timeStamp;
  };
  addEventListener('pointerdown', first, { capture: true, passive: true });
  addEventListener('keydown', first, { capture: true, passive: true });
}

/** The popup greets a first visit on every page; only its own element keeps it. */
function dismissPopup() {
  try {
    sessionStorage.setItem('ir-popup-dismissed', '1');
  } catch {
    // no storage: the popup stays
  }
}

export function startReferenceServer(): Promise<Server> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(REFERENCE_HTML);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(REFERENCE_PORT, '127.0.0.1', () => resolve(server));
  });
}

async function act(page: Page, element: InteractionElementSpec) {
  const target = page.locator(element.selector).first();
  if (element.kind === 'key') {
    // Focusing by script is no interaction; the key press is.
    await target.evaluate((node) => (node as HTMLElement).focus());
    await page.keyboard.press(element.key ?? 'a');
    return;
  }
  // A tap where the element is now, whether or not it is enabled yet: a reader does not wait either.
  await target.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = await target.boundingBox();
  if (!box) throw new Error(`${element.selector} has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** One Event Timing entry as the recorder keeps it (ms on the page's clock). */
interface EventEntry {
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** BENCH_INTERACTION_PHASES=1 logs where each sample's time went, to find what a lever should cut. */
const SHOW_PHASES = process.env.BENCH_INTERACTION_PHASES === '1';

/**
 * Each main entry of an interaction as "name duration (input delay / handlers / until the paint)", ms:
 * the pointer's, touch's and compatibility mouse events of a tap, the key events of a key press.
 */
function phasesOf(entries: readonly EventEntry[]): string {
  const shown = ['pointerdown', 'touchend', 'mousedown', 'click', 'keydown', 'input'];
  return entries
    .filter((entry) => shown.includes(entry.name))
    .map((entry) => {
      const delay = Math.round(entry.processingStart - entry.start);
      const handlers = Math.round(entry.processingEnd - entry.processingStart);
      return `${entry.name} ${Math.round(entry.duration)} (${delay}/${handlers}/${Math.round(entry.duration) - delay - handlers})`;
    })
    .join(', ');
}

interface Sample {
  durationMs: number;
  /** When the interaction was really made, ms after the first contentful paint. */
  atMs: number;
}

/** One page load and one interaction `offset` ms after its first contentful paint. */
async function sample(browser: Browser, url: string, element: InteractionElementSpec, offset: number): Promise<Sample> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'th-TH',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recorder);
    if (!element.keepPopup) await page.addInitScript(dismissPopup);
    if (element.css)
      await page.addInitScript((css: string) => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        });
      }, element.css);
    if (element.navigates) {
      // A link's page is not loaded: a 204 leaves the measured page in place (an aborted navigation would
      // show an error page), and with it its Event Timing entries.
      const start = new URL(url);
      await page.route(
        (candidate) => candidate.pathname !== start.pathname || candidate.search !== start.search,
        (route) =>
          route.request().isNavigationRequest() && route.request().frame() === page.mainFrame()
            ? route.fulfill({ status: 204 })
            : route.continue(),
      );
    }
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(
      () => (window as unknown as { __interaction: { fcp: number | null } }).__interaction?.fcp !== null,
      undefined,
      {
        polling: 'raf',
        timeout: 60_000,
      },
    );
    if (offset > 0) await sleep(offset);
    await act(page, element);
    // The entries are reported after the next paint: two frames and a little more.
    const read = () =>
      page.evaluate(
        () =>
          new Promise<{ fcp: number; input: number | null; entries: EventEntry[] }>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const rec = (
                    window as unknown as { __interaction: { fcp: number; input: number | null; entries: EventEntry[] } }
                  ).__interaction;
                  resolve({ fcp: rec.fcp, input: rec.input, entries: rec.entries });
                }, 100),
              ),
            ),
          ),
      );
    let rec = await read();
    if (!rec.entries.length) {
      await sleep(300);
      rec = await read();
    }
    const input = rec.input ?? rec.fcp + offset;
    const entries = rec.entries.filter((entry) => entry.start >= input - 1);
    const durations = entries.map((entry) => entry.duration);
    if (SHOW_PHASES) log(`${element.id} +${offset} ms: ${phasesOf(entries)}`);
    return { durationMs: durations.length ? Math.max(...durations) : 0, atMs: Math.round(input - rec.fcp) };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
}

function point(offsetMs: number, samples: Sample[], errors: number): InteractionPoint {
  const durations = samples.map((entry) => entry.durationMs);
  return {
    offsetMs,
    samplesMs: durations,
    atMs: samples.map((entry) => entry.atMs),
    medianMs: samples.length ? median(durations) : null,
    worstMs: samples.length ? Math.max(...durations) : null,
    errors,
  };
}

function loadavg(): number[] {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

/** The reference page's two interactions, in the shape of the site's elements. */
const REFERENCE: Record<'tap' | 'key', InteractionElementSpec> = {
  tap: {
    id: 'reference-tap',
    label: 'reference: tap a button whose handler does nothing',
    path: '/',
    kind: 'tap',
    selector: '#button',
  },
  key: {
    id: 'reference-key',
    label: 'reference: a key in a plain text field',
    path: '/',
    kind: 'key',
    selector: '#field',
  },
};

export async function measureInteraction(only?: readonly string[]): Promise<InteractionResults> {
  const elements = only ? INTERACTION_ELEMENTS.filter((element) => only.includes(element.id)) : INTERACTION_ELEMENTS;
  const loadavgStart = loadavg();
  const reference = await startReferenceServer();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const series = [...Object.values(REFERENCE), ...elements];
  const samples = new Map(
    series.map((element) => [element.id, new Map(INTERACTION_OFFSETS_MS.map((offset) => [offset, [] as Sample[]]))]),
  );
  const failures = new Map(
    series.map((element) => [element.id, new Map(INTERACTION_OFFSETS_MS.map((offset) => [offset, 0]))]),
  );
  const errors: string[] = [];
  try {
    for (let run = 1; run <= INTERACTION_RUNS; run += 1) {
      for (const offset of INTERACTION_OFFSETS_MS) {
        // The reference first, then every element, so that each point's runs are spread over the whole step.
        for (const element of series) {
          const url = element.id.startsWith('reference-') ? `${REFERENCE_ORIGIN}/` : ORIGIN + element.path;
          try {
            const result = await sample(browser, url, element, offset);
            samples.get(element.id)!.get(offset)!.push(result);
          } catch (error) {
            failures.get(element.id)!.set(offset, failures.get(element.id)!.get(offset)! + 1);
            if (errors.length < 20)
              errors.push(`${element.id} at +${offset} ms, run ${run}: ${errorText(error).split('\n')[0]}`);
          }
        }
        log(
          `interaction run ${run}/${INTERACTION_RUNS} at first paint + ${offset} ms done (load average ${loadavg()[0]})`,
        );
      }
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => reference.close(resolve));
  }
  const seriesOf = (element: InteractionElementSpec): InteractionSeries => ({
    id: element.id,
    label: element.label,
    path: element.path,
    kind: element.kind,
    points: INTERACTION_OFFSETS_MS.map((offset) =>
      point(offset, samples.get(element.id)!.get(offset)!, failures.get(element.id)!.get(offset)!),
    ),
  });
  return {
    runs: INTERACTION_RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    viewport: VIEWPORT,
    offsetsMs: [...INTERACTION_OFFSETS_MS],
    loadavgStart,
    loadavgEnd: loadavg(),
    reference: { tap: seriesOf(REFERENCE.tap), key: seriesOf(REFERENCE.key) },
    elements: elements.map(seriesOf),
    errors,
  };
}
