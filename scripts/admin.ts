/**
 * The IR team's accounts from the command line (docs/accounts.md):
 *   npm run admin -- add-user <email> --role editor|approver|admin [--name "Full Name"]
 *   npm run admin -- list-users | disable-user <email> | reset-user <email> | set-role <email> <role> | verify-audit
 */
import './server-only-stub.mjs';
import { parseArgs } from 'node:util';
import { closeDatabase } from '@/lib/backend';
import { AccountError, addUser, auditVerdictLine, CLI_ACTOR, disableUser, listUsers, resetUser, setRole, verifyStoredAudit } from '@/lib/accounts';
import { loadEnvFiles } from '@/lib/server/env-files.mjs';

const USAGE = `Usage: npm run admin -- <command>
  add-user <email> --role editor|approver|admin [--name "Full Name"]
  list-users
  disable-user <email>
  reset-user <email>
  set-role <email> <role>
  verify-audit`;

const acting = { actor: CLI_ACTOR };

async function main(argv: string[]): Promise<number> {
  // The settings files, as npm start loads them: .env's IR_DB_PATH, BACKUP_KEY or SITE_URL count here too.
  loadEnvFiles(process.cwd());
  if (process.env.IR_BACKEND_URL?.trim()) throw new AccountError('IR_BACKEND_URL is set: the company backend owns content and accounts');
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' }, name: { type: 'string' } } });
  const [command, ...rest] = positionals;
  const one = (): string => {
    if (rest.length !== 1) throw new AccountError(USAGE);
    return rest[0];
  };
  switch (command) {
    case 'add-user':
      console.log(await addUser({ email: one(), role: values.role ?? '', name: values.name }, acting));
      return 0;
    case 'list-users':
      for (const user of await listUsers()) {
        const state = user.disabled ? 'disabled' : user.enrolled ? 'active' : 'not enrolled';
        console.log([user.email, user.role, state, user.name].join('\t'));
      }
      return 0;
    case 'disable-user':
      await disableUser(one(), acting);
      console.log('disabled; sessions ended');
      return 0;
    case 'reset-user':
      console.log(await resetUser(one(), acting));
      return 0;
    case 'set-role': {
      if (rest.length !== 2) throw new AccountError(USAGE);
      await setRole(rest[0], rest[1], acting);
      console.log(`role set to ${rest[1]}`);
      return 0;
    }
    case 'verify-audit': {
      const verdict = await verifyStoredAudit();
      console.log(auditVerdictLine(verdict));
      return verdict.ok ? 0 : 1;
    }
    default:
      throw new AccountError(USAGE);
  }
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof AccountError ? `admin: ${error.message}` : error);
    process.exitCode = error instanceof AccountError ? 2 : 1;
  })
  .finally(() => closeDatabase());
