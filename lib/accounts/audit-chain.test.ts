/** @jest-environment node */
import { chainedEntry, GENESIS_HASH, verifyAuditChain, type AuditEntry } from './audit-chain';

function chain(length: number): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (let i = 0; i < length; i += 1) {
    entries.push(
      chainedEntry({ at: `2026-01-0${i + 1}T00:00:00.000Z`, actor: 'a@example.com', action: 'sign-in', object: '', client: '10.0.0.1', detail: '' }, entries.at(-1)),
    );
  }
  return entries;
}

describe('the audit chain', () => {
  it('links each entry to the one before, from the genesis hash', () => {
    const entries = chain(3);
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(entries[0].prevHash).toBe(GENESIS_HASH);
    expect(entries[1].prevHash).toBe(entries[0].hash);
    expect(verifyAuditChain(entries)).toEqual({ ok: true, entries: 3 });
    expect(verifyAuditChain([])).toEqual({ ok: true, entries: 0 });
  });

  it('detects an edited entry', () => {
    const entries = chain(3);
    entries[1] = { ...entries[1], actor: 'someone-else@example.com' };
    expect(verifyAuditChain(entries)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it('detects an edited entry whose hash was recomputed, at the next link', () => {
    const entries = chain(3);
    const forged = chainedEntry({ ...entries[1], action: 'nothing' }, entries[0]);
    expect(verifyAuditChain([entries[0], forged, entries[2]])).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('detects a deleted entry', () => {
    const entries = chain(4);
    expect(verifyAuditChain([entries[0], entries[2], entries[3]])).toMatchObject({ ok: false, brokenAt: 2 });
  });
});
