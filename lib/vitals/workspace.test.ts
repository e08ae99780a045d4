/** @jest-environment node */
import type { Role } from '@/lib/accounts/roles';

// As lib/reading/csv.test.ts: the signed-in person is whoever the test says (nobody: 401), refused
// (403) unless `permits` grants the action the route asks for; the rest runs on a store of its own.
let signedIn: { id: string; email: string; role: Role } | null = null;
jest.mock('@/lib/accounts/server', () =>
  jest
    .requireActual<typeof import('@/lib/testing/workspace-stand-in')>('@/lib/testing/workspace-stand-in')
    .workspaceDoorStandIn(() => signedIn),
);
jest.mock('next-intl/server', () =>
  jest
    .requireActual<typeof import('@/lib/newsroom/testing/route-stand-ins')>('@/lib/newsroom/testing/route-stand-ins')
    .translationsStandIn(),
);

import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { bangkokDay, runVitalsJob, storeSamples } from './store';
import type { VitalsSample } from './validate';
import { handleVitalsCsv } from './workspace';

const sample = (
  metric: VitalsSample['metric'],
  value: number,
  device: VitalsSample['device'] = 'mobile',
): VitalsSample => ({
  route: '/basicinfo/info',
  locale: 'th',
  device,
  connection: null,
  metric,
  value,
  rating: 'good',
  attribution: '{"parts":{}}',
});
const get = (query: string) => handleVitalsCsv(new Request(`http://localhost/api/workspace/vitals/csv?${query}`));
const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString('utf8');

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('vitals-csv', {}, engine);

  beforeAll(async () => {
    await storeSamples([
      sample('LCP', 1200),
      sample('LCP', 1800),
      sample('LCP', 2400),
      sample('LCP', 3100),
      sample('CLS', 0.04321),
      sample('LCP', 900, 'desktop'),
    ]);
    await runVitalsJob();
  });
  beforeEach(() => {
    signedIn = { id: 'a1', email: 'approver@example.com', role: 'approver' };
  });

  it('answers 401 without a session and 403 to an editor, who may not view Web Vitals', async () => {
    signedIn = null;
    expect((await get('days=7')).status).toBe(401);
    signedIn = { id: 'e1', email: 'editor@example.com', role: 'editor' };
    expect((await get('days=7')).status).toBe(403);
  });

  it('answers 400 for days outside 1 to 31 or a language it does not offer', async () => {
    for (const query of ['days=0', 'days=32', 'days=7.5', 'days=x', 'days=7&lang=de'])
      expect((await get(query)).status).toBe(400);
  });

  it('downloads the p75 series, with the count and p95, as CSV in the language asked for', async () => {
    const response = await get('days=7&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const day = bangkokDay(new Date());
    expect(response.headers.get('content-disposition')).toContain(`filename="web-vitals-7d-en-${day}.csv"`);
    const csv = await text(response);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Day,Page,Metric,Device,Page views,p75,p95',
      `${day},/basicinfo/info,LCP,Phone,4,2400,3100`,
      `${day},/basicinfo/info,LCP,Desktop,1,900,900`,
      `${day},/basicinfo/info,CLS,Phone,1,0.043,0.043`,
      '',
    ]);
    const thai = await text(await get('days=1&lang=th'));
    expect(thai.slice(1).split('\r\n').slice(0, 2)).toEqual([
      'วันที่,หน้า,ตัวชี้วัด,อุปกรณ์,จำนวนการเปิดหน้า,p75,p95',
      `${day},/basicinfo/info,LCP,โทรศัพท์,4,2400,3100`,
    ]);
  });
});
