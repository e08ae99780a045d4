/**
 * The editor of the workspace bench (bench/workspace.ts), in a process of its own: uploads one PDF
 * after the other to the item form's upload route until told to stop, then reports what happened.
 * Its own process, as an editor's browser is its own machine: sending 20 MB bodies from the bench's
 * process would take the CPU time of the load generator beside it, and measure the client.
 *
 * Run by bench/workspace.ts with IPC: argv origin, Cookie header of a signed-in editor, path of the
 * PDF; it sends 'started' after its first upload begins, and its results when it receives 'stop'.
 */
import { readFileSync } from 'node:fs';
import { UPLOAD_FIELD, UPLOAD_ROUTE } from './upload-route';

const [origin, sessionCookie, pdfPath] = process.argv.slice(2);
// The session's cookies, and any the server sets on the way (the CSRF token's): as a browser keeps them.
const jar = new Map(sessionCookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const));
const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
function keep(response: Response): Response {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return response;
}
const pdf = readFileSync(pdfPath);

function uploadBody(): { body: Blob; type: string } {
  const boundary = `----bench-upload-${Date.now().toString(36)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="annual-report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: new Blob([new Uint8Array(head), new Uint8Array(pdf), new Uint8Array(tail)]), type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(): Promise<{ status: number; pages: number | null }> {
  const csrf = keep(await fetch(`${origin}/api/workspace/csrf`, { headers: { cookie: cookie() } }));
  const { token } = (await csrf.json()) as { token: string };
  const { body, type } = uploadBody();
  const reply = keep(await fetch(origin + UPLOAD_ROUTE, {
    method: 'POST',
    headers: { cookie: cookie(), origin, 'x-csrf-token': token, accept: 'application/json', 'content-type': type },
    body,
  }));
  const answer = (await reply.json().catch(() => null)) as { files?: { pages?: number }[] } | null;
  return { status: reply.status, pages: answer?.files?.[0]?.pages ?? null };
}

let stopped = false;
process.on('message', (message) => {
  if (message === 'stop') stopped = true;
});

async function main() {
  const statuses: number[] = [];
  const seconds: number[] = [];
  let pages: number | null = null;
  let first = true;
  while (!stopped) {
    const started = performance.now();
    const done = upload().catch(() => ({ status: 0, pages: null }));
    if (first) {
      process.send?.('started');
      first = false;
    }
    const result = await done;
    pages = result.pages ?? pages;
    seconds.push((performance.now() - started) / 1000);
    statuses.push(result.status);
  }
  process.send?.({ statuses, seconds, pages }, () => process.exit(0));
}

void main();
