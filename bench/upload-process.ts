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
import { request } from 'node:http';
import { UPLOAD_FIELD, UPLOAD_ROUTE } from './upload-route';

const [origin, sessionCookie, pdfPath] = process.argv.slice(2);
// The session's cookies, and any the server sets on the way (the CSRF token's): as a browser keeps them.
const jar = new Map(
  sessionCookie
    .split('; ')
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
);
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

function uploadBody(): { body: Buffer; type: string } {
  const boundary = `----bench-upload-${Date.now().toString(36)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="annual-report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, pdf, tail]), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The POST through node:http, its body handed to the socket in one write: the client's own CPU time is
 * the kernel's copy, as near as a process on this machine comes to a browser on another one.
 */
function post(headers: Record<string, string>, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      origin + UPLOAD_ROUTE,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (reply) => {
        for (const line of ([] as string[]).concat(reply.headers['set-cookie'] ?? [])) {
          const [pair] = line.split(';');
          const at = pair.indexOf('=');
          if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        }
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => resolve({ status: reply.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        reply.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The page count the upload route answered, if it answered JSON with one. */
function pagesOf(text: string): number | null {
  try {
    const answer = JSON.parse(text) as { files?: { pages?: number }[] };
    return answer.files?.[0]?.pages ?? null;
  } catch {
    return null;
  }
}

async function upload(): Promise<{ status: number; pages: number | null }> {
  const csrf = keep(await fetch(`${origin}/api/workspace/csrf`, { headers: { cookie: cookie() } }));
  const { token } = (await csrf.json()) as { token: string };
  const { body, type } = uploadBody();
  const reply = await post(
    { cookie: cookie(), origin, 'x-csrf-token': token, accept: 'application/json', 'content-type': type },
    body,
  );
  return { status: reply.status, pages: pagesOf(reply.text) };
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
