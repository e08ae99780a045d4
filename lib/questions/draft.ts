import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { authSecret } from '@/lib/accounts';

/**
 * What a refused question brings back to its page without JavaScript (docs/results.md, Questions for
 * management): the typed name, e-mail address and question, sealed with AES-256-GCM under a key
 * derived from IR_AUTH_SECRET, so the redirect's URL (browser history, access logs, a Referer) holds
 * no personal data in clear, and nobody can make the page show text of their choosing. Nothing is
 * stored; a draft older than DRAFT_MINUTES no longer opens, and the form comes back empty.
 */
export interface QuestionDraft {
  name: string;
  email: string;
  text: string;
  consent: boolean;
}

const DRAFT_MINUTES = 30;
const PURPOSE = 'ir-question-draft:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function draftKey(secret: string): Buffer {
  return createHash('sha256').update(PURPOSE).update(secret).digest();
}

export function sealQuestionDraft(draft: QuestionDraft, now = new Date(), secret = authSecret()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', draftKey(secret), iv);
  const plain = JSON.stringify({ ...draft, at: now.getTime() });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The draft a token seals, or null: not a token, tampered with, sealed under another secret, or expired. */
export function openQuestionDraft(token: string, now = new Date(), secret = authSecret()): QuestionDraft | null {
  if (!/^[A-Za-z0-9_-]{40,12000}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', draftKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
    const value = JSON.parse(plain) as Partial<QuestionDraft & { at: number }>;
    const age = now.getTime() - Number(value.at);
    if (!(age >= 0 && age <= DRAFT_MINUTES * 60_000)) return null;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return {
      name: text(value.name),
      email: text(value.email),
      text: text(value.text),
      consent: value.consent === true,
    };
  } catch {
    return null;
  }
}
