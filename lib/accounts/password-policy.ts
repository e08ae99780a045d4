import { dictionary } from '@zxcvbn-ts/language-common';

/** The shortest password the workspace accepts. */
export const MIN_PASSWORD_LENGTH = 12;

// zxcvbn-ts's list of common passwords (tens of thousands from public breach corpora), lower-cased.
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return common;
}

export type PasswordProblem = 'too-short' | 'too-long' | 'common' | null;

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (password.length > 256) return 'too-long';
  if (commonPasswords().has(password.toLowerCase())) return 'common';
  return null;
}
