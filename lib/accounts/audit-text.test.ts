/** @jest-environment node */
import { listAuditEntries } from '@/lib/store/accounts-store';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { AUDIT_FIELD_MAX, auditText, recordAudit, verifyStoredAudit } from './audit';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('audit-text', { IR_AUTH_SECRET: 'a-test-secret-of-at-least-thirty-two-characters' }, engine);

  describe('what an audit entry keeps', () => {
    it('replaces control and format characters, so that no text forges a line or hides its direction', () => {
      expect(auditText('a\r\nb\tc\u0000d\u202ee\u200bf\u2028g')).toBe(
        'a\uFFFD\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf\uFFFDg',
      );
      expect(auditText('ผู้ดูแล@example.com')).toBe('ผู้ดูแล@example.com');
      expect(auditText('x'.repeat(10), 5)).toBe('xxxx…');
      expect(auditText('ก'.repeat(5), 5)).toBe('ก'.repeat(5));
    });

    it("cleans and bounds every entry's actor, object and client, and the text of its detail, whoever writes it", async () => {
      const forged = `victim@example.com\r\n2026-01-01T00:00:00Z,admin@example.com,sign-in,${'x'.repeat(300)}`;
      await recordAudit({
        actor: forged,
        action: 'sign-in-failed',
        object: forged,
        client: `192.0.2.1\n${'y'.repeat(300)}`,
        detail: { reason: 'code\r\nforged', tries: 2 },
      });
      const [entry] = await listAuditEntries();
      for (const field of [entry.actor, entry.object, entry.client]) {
        expect(field).not.toMatch(/[\r\n]/);
        expect([...field]).toHaveLength(AUDIT_FIELD_MAX);
        expect(field.endsWith('…')).toBe(true);
      }
      expect(entry.actor.startsWith('victim@example.com\uFFFD\uFFFD2026')).toBe(true);
      expect(JSON.parse(entry.detail)).toEqual({ reason: 'code\uFFFD\uFFFDforged', tries: 2 });
      expect(await verifyStoredAudit()).toMatchObject({ ok: true, entries: 1 });
    });
  });
});
