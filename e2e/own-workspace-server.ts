import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '@/lib/testing/smtp-sink';
import { enrolPerson, type OtherServer, type Person } from './item-review-helpers';
import { freePort, startSecondServer, type SecondServer } from './second-server';

const run = promisify(execFile);

/** A spec's own production server and its store. */
export interface OwnServer {
  /** The server (its base URL, its stop). */
  app: SecondServer;
  /** The spec's temporary folder: the store (ir.db) is in it. */
  folder: string;
  /** The server's settings over the spec's environment: a command of scripts/ run with them works on its store. */
  env: NodeJS.ProcessEnv;
  /** With `mail`: the SMTP sink the server sends its mail to. */
  smtp: SmtpSink;
}

/**
 * For a serial spec that changes what the site publishes: before its tests, a production server of its
 * own on a fresh store in a temporary folder (so other specs' pages are untouched), with no remote
 * backend and no form rate limit (a spec posts and publishes many times), its mail to an SMTP sink on
 * 127.0.0.1 with `mail`, else kept queued; after them, the server and the sink stopped and the folder
 * removed. `env` adds settings to the server's (a function of the folder where they point into it).
 * The fields are filled in once the beforeAll has run.
 */
export function ownServer(
  name: string,
  env: Record<string, string> | ((folder: string) => Record<string, string>) = {},
  { timeout = 180_000, mail = false }: { timeout?: number; mail?: boolean } = {},
): OwnServer {
  const own = {} as OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(timeout);
    own.folder = mkdtempSync(path.join(tmpdir(), `ir-e2e-${name}-`));
    if (mail) own.smtp = await startSmtpSink();
    const port = await freePort();
    const serverEnv = {
      IR_DB_PATH: path.join(own.folder, 'ir.db'),
      SITE_URL: `http://127.0.0.1:${port}`,
      FORM_RATE_LIMIT: '10000',
      IR_BACKEND_URL: '',
      SMTP_URL: mail ? own.smtp.url : '',
      ...(typeof env === 'function' ? env(own.folder) : env),
    };
    own.app = await startSecondServer(port, serverEnv);
    own.env = { ...process.env, ...serverEnv };
  });
  test.afterAll(async () => {
    await own.app?.stop();
    await own.smtp?.close();
    if (own.folder) rmSync(own.folder, { recursive: true, force: true });
  });
  return own;
}

/**
 * `npm run publish -- <args>` (tsx scripts/publish.ts) on the store of `own`, which it revalidates when
 * the server's settings carry its REVALIDATE_SECRET; answers what it printed, and throws when it fails.
 */
export async function publishTo(own: OwnServer, args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run(process.execPath, ['node_modules/.bin/tsx', 'scripts/publish.ts', ...args], {
    env: { ...own.env, ...env },
  });
  return stdout;
}

/** A spec's own production server, its store and upload folder, and the two people who work in it. */
export interface OwnWorkspaceServer extends OwnServer {
  /** The server as the enrolment helpers take it: its URL and the environment its CLI runs with. */
  server: OtherServer;
  editor: Person;
  approver: Person;
}

/**
 * ownServer with an upload folder beside the store and an editor and an approver enrolled, for a spec
 * of the workspace, which it makes serial, each test given five minutes (the build under load,
 * argon2id enrolments, PDF checks and the newsroom job). `env` adds settings to the server's.
 */
export function ownWorkspaceServer(name: string, env: Record<string, string> = {}): OwnWorkspaceServer {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(300_000);
  const own = ownServer(name, (folder) => ({ UPLOAD_DIR: path.join(folder, 'uploads'), ...env }), { timeout: 300_000 });
  const workspace = own as OwnWorkspaceServer;
  const stamp = Date.now().toString(36);
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    workspace.server = { baseURL: own.app.base, env: own.env };
    workspace.editor = await enrolPerson(browser, 'editor', `${name}-${stamp}`, workspace.server);
    workspace.approver = await enrolPerson(browser, 'approver', `${name}-${stamp}`, workspace.server);
  });
  return workspace;
}
