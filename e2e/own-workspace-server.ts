import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { enrolPerson, type OtherServer, type Person } from './item-review-helpers';
import { freePort, startSecondServer, type SecondServer } from './second-server';

/** A spec's own production server, its store and upload folder, and the two people who work in it. */
export interface OwnWorkspaceServer {
  /** The server (its base URL, its stop). */
  app: SecondServer;
  /** The server as the enrolment helpers take it: its URL and the environment its CLI runs with. */
  server: OtherServer;
  /** The spec's temporary folder: the store and the uploads are in it. */
  folder: string;
  editor: Person;
  approver: Person;
}

/**
 * For a serial spec that changes what the site publishes: before its tests, a server of its own on a
 * fresh store and upload folder (so other specs' pages are untouched), with an editor and an approver
 * enrolled; after them, the server stopped and the folder removed. `env` adds settings to the server's.
 * The fields are filled in once the spec's beforeAll has run.
 */
export function ownWorkspaceServer(name: string, env: Record<string, string> = {}): OwnWorkspaceServer {
  const own = {} as OwnWorkspaceServer;
  const stamp = Date.now().toString(36);
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    own.folder = mkdtempSync(path.join(tmpdir(), `ir-e2e-${name}-`));
    const port = await freePort();
    const serverEnv = {
      IR_DB_PATH: path.join(own.folder, 'ir.db'),
      UPLOAD_DIR: path.join(own.folder, 'uploads'),
      SITE_URL: `http://127.0.0.1:${port}`,
      FORM_RATE_LIMIT: '10000',
      IR_BACKEND_URL: '',
      SMTP_URL: '',
      ...env,
    };
    own.app = await startSecondServer(port, serverEnv);
    own.server = { baseURL: own.app.base, env: { ...process.env, ...serverEnv } };
    own.editor = await enrolPerson(browser, 'editor', `${name}-${stamp}`, own.server);
    own.approver = await enrolPerson(browser, 'approver', `${name}-${stamp}`, own.server);
  });
  test.afterAll(async () => {
    await own.app?.stop();
    if (own.folder) rmSync(own.folder, { recursive: true, force: true });
  });
  return own;
}
