/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase } from '@/lib/store/db';
import { countFailure, forgetFailures, isLocked, LOCKOUT } from './lockout';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-lockout-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
});
afterAll(async () => {
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

const start = new Date('2026-04-01T03:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('account lockout', () => {
  it('locks an account at the fifth failure within 15 minutes, for 15 minutes', async () => {
    for (let i = 0; i < LOCKOUT.failures - 1; i += 1) expect(await countFailure('Ann@Example.com', at(i))).toBeNull();
    expect(await isLocked('ann@example.com', at(4))).toBe(false);
    expect(await countFailure('ann@example.com', at(4))).toEqual(at(19));
    expect(await isLocked('ANN@example.com', at(5))).toBe(true);
    expect(await isLocked('ann@example.com', at(18.9))).toBe(true);
    expect(await isLocked('ann@example.com', at(19))).toBe(false);
  });

  it('does not count failures older than the window', async () => {
    for (const minute of [0, 1, 2, 3]) await countFailure('bob@example.com', at(minute));
    expect(await countFailure('bob@example.com', at(16))).toBeNull();
    expect(await isLocked('bob@example.com', at(16))).toBe(false);
  });

  it('starts afresh after a good sign-in', async () => {
    for (const minute of [0, 1, 2, 3]) await countFailure('cy@example.com', at(minute));
    await forgetFailures('cy@example.com');
    expect(await countFailure('cy@example.com', at(4))).toBeNull();
  });
});
