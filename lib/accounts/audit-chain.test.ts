/** @jest-environment node */
import {
  auditEntryHash,
  auditKeyFrom,
  chainedEntry,
  GENESIS_HASH,
  parseAuditCheckpoint,
  PLAIN_SCHEME,
  verifyAuditChain,
  type AuditEntry,
} from './audit-chain';
import { relinkedPlain } from './testing/audit-tampering';

const key = auditKeyFrom('a-workspace-secret-of-at-least-32-characters');

function chain(length: number, withKey = key): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (let i = 0; i < length; i += 1) {
    entries.push(
      chainedEntry(
        {
          at: `2026-01-0${i + 1}T00:00:00.000Z`,
          actor: 'a@example.com',
          action: 'sign-in',
          object: '',
          client: '10.0.0.1',
          detail: '',
        },
        entries.at(-1),
        withKey,
      ),
    );
  }
  return entries;
}

describe('the audit chain', () => {
  it('links each entry to the one before, from the genesis hash, keyed', () => {
    const entries = chain(3);
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(entries.every((entry) => entry.scheme === 'hmac-sha256')).toBe(true);
    expect(entries[0].prevHash).toBe(GENESIS_HASH);
    expect(entries[1].prevHash).toBe(entries[0].hash);
    expect(verifyAuditChain(entries, key)).toEqual({ ok: true, entries: 3, head: { seq: 3, hash: entries[2].hash } });
    expect(verifyAuditChain([], key)).toEqual({ ok: true, entries: 0, head: null });
  });

  it('detects an edited entry', () => {
    const entries = chain(3);
    entries[1] = { ...entries[1], actor: 'someone-else@example.com' };
    expect(verifyAuditChain(entries, key)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  it('detects an edited entry whose hash was recomputed, at the next link', () => {
    const entries = chain(3);
    const forged = chainedEntry({ ...entries[1], action: 'nothing' }, entries[0], key);
    expect(verifyAuditChain([entries[0], forged, entries[2]], key)).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('detects a deleted entry', () => {
    const entries = chain(4);
    expect(verifyAuditChain([entries[0], entries[2], entries[3]], key)).toMatchObject({ ok: false, brokenAt: 2 });
  });

  describe('a log rewritten by someone without the key', () => {
    // An entry deleted, another edited, the rest numbered again and every link remade with SHA-256.
    const rewritten = () => {
      const entries = chain(6);
      const kept = entries
        .filter((entry) => entry.seq !== 3)
        .map((entry) => (entry.seq === 4 ? { ...entry, actor: 'nobody@example.com' } : entry));
      return kept;
    };

    it('is refused when the links are plain SHA-256 under the keyed scheme', () => {
      expect(verifyAuditChain(relinkedPlain(rewritten(), 'hmac-sha256'), key)).toMatchObject({
        ok: false,
        brokenAt: 1,
        reason: expect.stringContaining('changed after it was written'),
      });
    });

    it('is refused when every entry is marked plain, as entries from before the key are', () => {
      expect(verifyAuditChain(relinkedPlain(rewritten(), PLAIN_SCHEME), key)).toMatchObject({
        ok: false,
        reason: expect.stringContaining('none of the 5 entries is keyed'),
      });
    });

    it('is refused when relinked with another key', () => {
      const other = auditKeyFrom('another-secret-that-is-also-32-characters-long');
      const forged = rewritten().reduce<AuditEntry[]>(
        (out, entry) => [...out, chainedEntry(entry, out.at(-1), other)],
        [],
      );
      expect(verifyAuditChain(forged, key)).toMatchObject({ ok: false, brokenAt: 1 });
    });

    it('is refused when the plain entries it adds follow keyed ones', () => {
      const entries = chain(3);
      const plain = relinkedPlain([...entries, { ...entries[2], seq: 4, action: 'enrol' }], PLAIN_SCHEME)[3];
      const appended = { ...plain, prevHash: entries[2].hash, hash: auditEntryHash(plain, entries[2].hash, null) };
      expect(verifyAuditChain([...entries, appended], key)).toMatchObject({
        ok: false,
        brokenAt: 4,
        reason: expect.stringContaining('not keyed but follows keyed entries'),
      });
    });
  });

  it('accepts the plain entries of a log from before the key, sealed by the keyed ones after them', () => {
    const plain = relinkedPlain(chain(2), PLAIN_SCHEME);
    const sealed = [...plain, chainedEntry({ ...plain[0], action: 'audit-key' }, plain[1], key)];
    expect(verifyAuditChain(sealed, key)).toMatchObject({ ok: true, entries: 3 });
    // Changing a plain entry after the seal breaks the seal's link, even with its SHA-256 remade.
    const edited = relinkedPlain([{ ...plain[0], actor: 'x@example.com' }, plain[1]], PLAIN_SCHEME);
    expect(verifyAuditChain([...edited, sealed[2]], key)).toMatchObject({ ok: false, brokenAt: 3 });
  });

  it('refuses a log cut or rewritten since a checkpoint', () => {
    const entries = chain(5);
    const checkpoint = { seq: 4, hash: entries[3].hash, source: 'test' };
    expect(verifyAuditChain(entries, key, [checkpoint])).toMatchObject({ ok: true, entries: 5 });
    // Cut after entry 2: a consistent chain, caught only by the checkpoint.
    expect(verifyAuditChain(entries.slice(0, 2), key)).toMatchObject({ ok: true, entries: 2 });
    expect(verifyAuditChain(entries.slice(0, 2), key, [checkpoint])).toMatchObject({
      ok: false,
      brokenAt: 3,
      reason: 'entry 4 of the checkpoint (test) is missing: the log was cut after entry 2',
    });
    expect(verifyAuditChain(entries, key, [{ ...checkpoint, hash: 'f'.repeat(64) }])).toMatchObject({
      ok: false,
      brokenAt: 4,
      reason: expect.stringContaining('does not have the hash of the checkpoint (test)'),
    });
  });

  it('reads a checkpoint as <n>:<hash>', () => {
    const hash = 'A'.repeat(64);
    expect(parseAuditCheckpoint(`12:${hash}`)).toEqual({ seq: 12, hash: 'a'.repeat(64), source: '--checkpoint' });
    expect(parseAuditCheckpoint(`#12:${hash}`)?.seq).toBe(12);
    for (const wrong of ['12', `0:${hash}`, `x:${hash}`, '12:abc', `12:${hash}0`])
      expect(parseAuditCheckpoint(wrong)).toBeNull();
  });
});
