/**
 * Test-only: the readable parts of a raw mail as the SMTP sink received it (lib/testing/smtp-sink.ts),
 * enough to check what nodemailer writes: headers unfolded, each text/plain and text/html part decoded from
 * quoted-printable or base64.
 */
export interface MailParts {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding ?? '')) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    // Percent-decoding turns the escaped bytes back into UTF-8 text; a literal % is escaped first.
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

export function mailParts(raw: string): MailParts {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts = { headers, text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const section of sections) {
    const start = section.search(/\r?\n\r?\n/);
    const partHeaders = parseHeaders(section.slice(0, start).replace(/^\r?\n/, ''));
    const content = decodeBody(
      section
        .slice(start)
        .replace(/^\r?\n\r?\n/, '')
        .replace(/\r?\n$/, ''),
      partHeaders['content-transfer-encoding'],
    );
    if (/text\/html/i.test(partHeaders['content-type'] ?? '')) parts.html = content;
    else if (/text\/plain/i.test(partHeaders['content-type'] ?? '')) parts.text = content;
  }
  return parts;
}

/** The token of the first link to `path` in the mail's text. */
export function linkToken(raw: string, path: string): string | undefined {
  const { text } = mailParts(raw);
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`${escaped}\\?token=([A-Za-z0-9_.-]+)`).exec(text)?.[1];
}
