/**
 * Which mailbox an address reaches, whatever way it is spelt. The address is stored and mailed as typed;
 * this key only decides how often the site may mail one mailbox and which subscriptions belong to it.
 * Free of server-only imports (pure), and mirrored in SQL by MAILBOX_KEY_SQL for rows stored before it.
 */

/** Providers that ignore dots in the local part, and the name each is known by. */
const DOTLESS_PROVIDERS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** The domain an address reaches: lower case, googlemail.com as gmail.com. */
export function mailboxDomain(email: string): string {
  const domain = email
    .trim()
    .slice(email.trim().lastIndexOf('@') + 1)
    .toLowerCase();
  return DOTLESS_PROVIDERS[domain] ?? domain;
}

/**
 * The mailbox of an address: lower case, a `+tag` dropped (not a leading `+`, which leaves nothing),
 * and for Gmail the dots of the local part dropped and googlemail.com read as gmail.com. Other
 * providers' dots are kept: for them `a.b@` and `ab@` are different people.
 */
export function mailboxKey(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at === -1) return trimmed.toLowerCase();
  let local = trimmed.slice(0, at).toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const domain = mailboxDomain(trimmed);
  if (Object.values(DOTLESS_PROVIDERS).includes(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * mailboxKey as an SQL expression over a column, for a migration filling the key of stored rows (SQLite's
 * lower() folds ASCII only, which is what rows of the old rules, stored in lower case already, need).
 */
export function mailboxKeySql(column: string): string {
  const local = `lower(substr(${column}, 1, instr(${column}, '@') - 1))`;
  const domain = `lower(substr(${column}, instr(${column}, '@') + 1))`;
  const untagged = `(CASE WHEN instr(${local}, '+') > 1 THEN substr(${local}, 1, instr(${local}, '+') - 1) ELSE ${local} END)`;
  return `(CASE WHEN ${domain} IN ('gmail.com', 'googlemail.com') THEN replace(${untagged}, '.', '') || '@gmail.com'
    ELSE ${untagged} || '@' || ${domain} END)`;
}

/** The domain of mailboxKeySql's key. */
export function mailboxDomainSql(column: string): string {
  return `substr(${mailboxKeySql(column)}, instr(${mailboxKeySql(column)}, '@') + 1)`;
}
