/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKEND_CALLS } from '@/lib/contract/calls';
import { closeDatabase } from '@/lib/store/db';
import { startStandInServer } from '@/lib/testing/stand-in-server';
import { GET } from './[call]/route';

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-routes-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  delete process.env.IR_BACKEND_URL;
});
afterAll(async () => {
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

const get = (url: string) => new Request(`http://ir.example.com${url}`);
/** The one list route, as Next calls it for /api/<call>. */
const route = (call: string) => (request: Request) => GET(request, { params: Promise.resolve({ call }) });
const newSet = route('new_set');
const meetings = route('meetings');
const activity = () => route('activity')(get('/api/activity'));

describe('GET routes of the backend contract', () => {
  it('serve the embedded lists in the language asked', async () => {
    const en = (await (await newSet(get('/api/new_set?lang=en'))).json()) as { new_set_title: string }[];
    const th = (await (await newSet(get('/api/new_set?lang=xx'))).json()) as { new_set_title: string }[];
    expect(en.length).toBe(th.length);
    expect(en[0].new_set_title).not.toBe(th[0].new_set_title);
    expect(th[0].new_set_title).toMatch(/[\u0e00-\u0e7f]/);
    const types = new Set(
      ((await (await meetings(get('/api/meetings?lang=th'))).json()) as { meeting_type: number }[]).map(
        (m) => m.meeting_type,
      ),
    );
    expect([...types].sort()).toEqual([0, 1, 2]);
    expect((await activity()).status).toBe(200);
  });

  it('relay the remote backend and answer 502 with a short error on failure', async () => {
    const upstream = await startStandInServer(() => ({ body: '[]' }));
    process.env.IR_BACKEND_URL = upstream.url;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const ok = await newSet(get('/api/new_set?lang=en'));
      await expect(ok.json()).resolves.toEqual([]);
      expect(upstream.requests[0].query.get('lang')).toBe('en');

      upstream.answer(() => ({ status: 500, body: 'Traceback: database password wrong' }));
      const failed = await activity();
      expect(failed.status).toBe(502);
      await expect(failed.json()).resolves.toEqual({ error: 'Backend unavailable' });
    } finally {
      delete process.env.IR_BACKEND_URL;
      errors.mockRestore();
      await upstream.close();
    }
  });

  it('serve every list call of the registry at its path, with lang only where the call sends it', async () => {
    const upstream = await startStandInServer(() => ({ body: '[]' }));
    process.env.IR_BACKEND_URL = upstream.url;
    try {
      for (const call of Object.values(BACKEND_CALLS)) {
        upstream.requests.length = 0;
        const response = await route(call.name)(get(`${call.path}?lang=en`));
        expect([call.path, response.status]).toEqual([call.path, 200]);
        await expect(response.json()).resolves.toEqual([]);
        expect(upstream.requests.map((request) => [request.path, request.query.get('lang')])).toEqual([
          [call.path, call.lang ? 'en' : null],
        ]);
      }
    } finally {
      delete process.env.IR_BACKEND_URL;
      await upstream.close();
    }
  });

  it.each(['no_such_call', 'stock_quotation', 'send_email', '__proto__', 'constructor', 'NEW_SET', ''])(
    'answer 404 for /api/%s, which is no list call',
    async (call) => {
      const response = await route(call)(get(`/api/${call}`));
      expect(response.status).toBe(404);
      await expect(response.json()).resolves.toEqual({ error: 'Unknown call' });
    },
  );
});
