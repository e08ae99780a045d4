import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The workspace's password rule (docs/accounts.md, Adding someone): at least 12 characters, not on
 * the list of common passwords, and a strength estimate of 3 or more out of 4 by zxcvbn-ts, which
 * also counts the person's own name and e-mail address as easy to guess. No composition rules.
 */

/** The shortest password the workspace accepts. */
export const MIN_PASSWORD_LENGTH = 12;
/** The longest (the framework's limit too, lib/accounts/auth.ts). */
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's score, 0 to 4: 3 is "safely unguessable" against an online attack with a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Why a password is refused: `common` is on the list of passwords from public breach corpora (or very
 * like one), `personal` is made of the person's own name or e-mail address, `pattern` is a keyboard
 * row, a repeat or a sequence, and `weak` is guessable otherwise (a date, a few plain words).
 */
export type PasswordProblem = 'too-short' | 'too-long' | 'common' | 'personal' | 'pattern' | 'weak' | null;

// zxcvbn-ts's list of common passwords (tens of thousands from public breach corpora), lower-cased.
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return common;
}

let estimator: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true });
  return estimator;
}

// zxcvbn's feedback warnings (untranslated keys), grouped into the reasons the refusal names.
const REASONS: Record<string, Exclude<PasswordProblem, null>> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  userInputs: 'personal',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  simpleRepeat: 'pattern',
  extendedRepeat: 'pattern',
  sequences: 'pattern',
};

/** What of a person zxcvbn should treat as known to an attacker: the name and the e-mail address, whole and in parts. */
function personalWords({ name = '', email = '' }: { name?: string; email?: string }): string[] {
  const whole = [name, email].map((value) => value.trim().toLowerCase()).filter(Boolean);
  const parts = whole.flatMap((value) => value.split(/[^\p{L}\p{N}]+/u)).filter((part) => [...part].length >= 3);
  return [...new Set([...whole, ...parts])];
}

/** Why a password is refused for this person, or null when it is acceptable. */
export function passwordProblem(password: string, person: { name?: string; email?: string } = {}): PasswordProblem {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'too-long';
  if (commonPasswords().has(password.toLowerCase())) return 'common';
  const { score, feedback } = zxcvbn().check(password, personalWords(person));
  if (score >= MIN_PASSWORD_SCORE) return null;
  return REASONS[feedback.warning ?? ''] ?? 'weak';
}
