/**
 * The IR team's accounts from the command line (docs/accounts.md):
 *   npm run admin -- add-user <email> --role editor|approver|admin [--name "Full Name"]
 *   npm run admin -- list-users | disable-user <email> | reset-user <email> | unlock-user <email> | set-role <email> <role>
 *   npm run admin -- verify-audit [--checkpoint <n>:<hash>]…
 */
import './server-only-stub.mjs';
import { parseArgs } from 'node:util';
import { closeDatabase } from '@/lib/backend';
import {
  AccountError,
  addUser,
  CLI_ACTOR,
  disableUser,
  listUsers,
  resetUser,
  setRole,
  unlockUser,
} from '@/lib/accounts';
import { loadEnvFiles } from '@/lib/server/process-bridge.mjs';
import { verifyAuditCommand } from './verify-audit';

const USAGE = `Usage: npm run admin -- <command>
  add-user <email> --role editor|approver|admin [--name "Full Name"]
  list-users
  disable-user <email>
  reset-user <email>
  unlock-user <email>
  set-role <email> <role>
  verify-audit [--checkpoint <n>:<hash>]…`;

const acting = { actor: CLI_ACTOR };

async function main(argv: string[]): Promise<number> {
  // The settings files, as npm start loads them: .env's IR_DB_PATH, BACKUP_KEY or SITE_URL count here too.
  loadEnvFiles(process.cwd());
  if (process.env.IR_BACKEND_URL?.trim())
    throw new AccountError('IR_BACKEND_URL is set: the company backend owns content and accounts');
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, checkpoint: { type: 'string', multiple: true } },
  });
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
        const state = user.disabled ? 'disabled' : user.locked ? 'locked' : user.enrolled ? 'active' : 'not enrolled';
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
    case 'unlock-user': {
      const { wasLocked } = await unlockUser(one(), acting);
      console.log(
        wasLocked ? 'unlocked; its failed sign-ins forgotten' : 'was not locked; its failed sign-ins forgotten',
      );
      return 0;
    }
    case 'set-role': {
      if (rest.length !== 2) throw new AccountError(USAGE);
      await setRole(rest[0], rest[1], acting);
      console.log(`role set to ${rest[1]}`);
      return 0;
    }
    case 'verify-audit':
      return verifyAuditCommand(values.checkpoint ?? []);
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
