import { ratingOf } from './metrics';
import { routeOfPath, VITALS_ROUTES } from './routes';
import { checkReport, parseJsonObject } from './validate';

const lcp = {
  name: 'LCP',
  value: 2600,
  rating: 'needs-improvement',
  attribution: { target: 'main img', parts: { timeToFirstByte: 300, elementRenderDelay: 100 } },
};
const report = (change: Record<string, unknown> = {}) =>
  JSON.stringify({ path: '/en/newinfo/info', device: 'mobile', connection: '3g', metrics: [lcp], ...change });
const refused = (text: string) => {
  const checked = checkReport(text);
  return checked.ok ? null : checked.error;
};

describe('checkReport', () => {
  it('turns a valid report into samples of its route pattern and locale, the path itself not kept', () => {
    const checked = checkReport(
      report({ metrics: [lcp, { name: 'CLS', value: 0.02, rating: 'good', attribution: { parts: {} } }] }),
    );
    expect(checked).toEqual({
      ok: true,
      samples: [
        {
          route: '/newinfo/info',
          locale: 'en',
          device: 'mobile',
          connection: '3g',
          metric: 'LCP',
          value: 2600,
          rating: 'needs-improvement',
          attribution: JSON.stringify(lcp.attribution),
        },
        {
          route: '/newinfo/info',
          locale: 'en',
          device: 'mobile',
          connection: '3g',
          metric: 'CLS',
          value: 0.02,
          rating: 'good',
          attribution: '{"parts":{}}',
        },
      ],
    });
    expect(checkReport(report({ path: '/', connection: undefined }))).toMatchObject({
      ok: true,
      samples: [{ route: '/', locale: 'th', connection: null }],
    });
  });

  it('refuses wrong types without converting them', () => {
    expect(refused(report({ device: 2 }))).toMatch(/device/);
    expect(refused(report({ metrics: [{ ...lcp, value: '2600' }] }))).toMatch(/value/);
    expect(refused(report({ metrics: [{ ...lcp, attribution: { parts: { timeToFirstByte: '1' } } }] }))).toMatch(
      /attribution/,
    );
    expect(refused(report({ metrics: [{ ...lcp, attribution: { target: 5, parts: {} } }] }))).toMatch(/target/);
    expect(refused(report({ path: ['/'] }))).toMatch(/path/);
    expect(refused(report({ metrics: 'LCP' }))).toMatch(/metrics/);
    expect(refused('[1]')).toBe('not a JSON object');
    expect(refused('{"path":')).toBe('not JSON');
  });

  it('refuses unknown metrics, routes, fields and attribution parts, and values out of range', () => {
    expect(refused(report({ metrics: [{ ...lcp, name: 'FID' }] }))).toMatch(/name/);
    expect(refused(report({ path: '/en/unknown' }))).toBe('unknown route');
    expect(refused(report({ path: '/th/newinfo/info' }))).toBe('unknown route');
    expect(refused(report({ path: '/newinfo/info?year=2024' }))).toBe('unknown route');
    expect(refused(report({ path: 'https://example.com/' }))).toBe('unknown route');
    expect(refused(report({ cookie: 'x' }))).toMatch(/unspecified keys|cookie/);
    expect(refused(report({ metrics: [{ ...lcp, attribution: { url: '/a.jpg', parts: {} } }] }))).toMatch(
      /unspecified keys|url/,
    );
    expect(refused(report({ metrics: [{ ...lcp, attribution: { parts: { inputDelay: 1 } } }] }))).toMatch(
      /attribution/,
    );
    expect(refused(report({ metrics: [{ ...lcp, value: -1 }] }))).toMatch(/value/);
    expect(refused(report({ metrics: [{ ...lcp, value: 600_001, rating: 'poor' }] }))).toMatch(/range/);
    expect(refused(report({ metrics: [{ ...lcp, rating: 'good' }] }))).toMatch(/rating/);
    expect(refused(report({ metrics: [lcp, lcp] }))).toMatch(/twice/);
    expect(refused(report({ metrics: [] }))).toMatch(/metrics/);
    expect(refused(report({ device: 'watch' }))).toMatch(/device/);
    expect(refused(report({ connection: 'wifi' }))).toMatch(/connection/);
    expect(refused(report({ metrics: [{ ...lcp, attribution: { target: 'x'.repeat(101), parts: {} } }] }))).toMatch(
      /target/,
    );
  });

  it('rates values as web-vitals does: at the good bound good, above the poor bound poor', () => {
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement');
    expect(ratingOf('LCP', 4000)).toBe('needs-improvement');
    expect(ratingOf('LCP', 4001)).toBe('poor');
    expect(ratingOf('CLS', 0.1)).toBe('good');
    expect(ratingOf('CLS', 0.26)).toBe('poor');
  });
});

describe('routeOfPath', () => {
  it('knows every page of the site map in both languages, and a [param] pattern stands for one segment', () => {
    for (const route of VITALS_ROUTES) {
      expect(routeOfPath(route)).toEqual({ route, locale: 'th' });
      expect(routeOfPath(route === '/' ? '/en' : `/en${route}`)).toEqual({ route, locale: 'en' });
    }
    expect(routeOfPath('/admin')).toBeNull();
    const patterns = ['/news/[id]'];
    expect(routeOfPath('/en/news/123', patterns)).toEqual({ route: '/news/[id]', locale: 'en' });
    expect(routeOfPath('/news/1/2', patterns)).toBeNull();
    expect(routeOfPath('/news/%3Cscript%3E', patterns)).toBeNull();
  });
});

describe('parseJsonObject', () => {
  it('gives a plain JSON object, or says the text is not JSON or not an object', () => {
    expect(parseJsonObject('{"path":"/"}')).toEqual({ ok: true, body: { path: '/' } });
    expect(parseJsonObject('{}')).toEqual({ ok: true, body: {} });
    expect(parseJsonObject('{"path":')).toEqual({ ok: false, error: 'not JSON' });
    expect(parseJsonObject('')).toEqual({ ok: false, error: 'not JSON' });
    for (const text of ['null', '[]', '[{}]', '3', '"{}"', 'true', 'false', '0']) {
      expect(parseJsonObject(text)).toEqual({ ok: false, error: 'not a JSON object' });
    }
  });
});
