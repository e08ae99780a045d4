/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { constants, deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { gzipWithNonce, prepareGzip } from './nonce-gzip.mjs';

const nonce = () => Buffer.from(randomBytes(16).toString('base64'), 'utf8'); // 24 bytes, as createNonce makes
const buffers = (parts: string[]) => parts.map((part) => Buffer.from(part, 'utf8'));

/**
 * A page shaped like the site's: ~130 KB, a nonce every few KB, Thai and English words in varied rows
 * (pseudo-random, so it compresses about 9:1 as the real pages do, not as a repeated line would).
 */
function page(): string[] {
  let seed = 1;
  const next = () => (seed = (seed * 16807) % 2147483647);
  const words = [
    'งบการเงิน',
    'ประชุม',
    'ผู้ถือหุ้น',
    'หุ้นกู้',
    'เงินปันผล',
    'รายงานประจำปี',
    'ไตรมาส',
    'ข่าวแจ้ง',
    'dividend',
    'report',
    'board',
    'annual',
  ];
  const row = () =>
    `<li class="oe3DtG_row"><a href="/files/${next().toString(36)}.pdf">${Array.from({ length: 6 }, () => words[next() % words.length]).join(' ')} ${next() % 10000}</a>` +
    `<time>${(next() % 28) + 1}/${(next() % 12) + 1}/25${60 + (next() % 10)}</time></li>`;
  const parts = ['<!DOCTYPE html><html lang="th"><head><script nonce="'];
  for (let i = 0; i < 30; i += 1)
    parts.push(
      `">self.__next_f.push([1,"${i}"])</script><ul>${Array.from({ length: 20 }, row).join('')}</ul><script nonce="`,
    );
  parts.push('">self.__next_f.push([0])</script></body></html>');
  return parts;
}

describe('gzipWithNonce', () => {
  it('gives every copy its own nonce in every hole, whatever the parts', () => {
    const shapes = [
      page(),
      ['', 'between', ''], // holes at the start and the end
      ['a', '', '', 'b'], // holes side by side
      ['only text, no hole'],
      ['<p>ไทย ', ' ' + 'ซ้ำ'.repeat(20000) + ' ', ' จบ</p>'], // a part longer than the window
    ];
    for (const parts of shapes) {
      const prepared = prepareGzip(buffers(parts), 24)!;
      for (let copy = 0; copy < 5; copy += 1) {
        const value = nonce();
        const gzip = gzipWithNonce(prepared, value)!;
        // gunzip checks the CRC-32 and the length in the trailer too.
        expect(gunzipSync(gzip).toString('utf8')).toBe(parts.join(value.toString('utf8')));
      }
    }
  });

  it('compresses within ~10 % of gzipping each copy whole, far better than parts on their own', () => {
    const parts = page();
    const value = nonce();
    const prepared = prepareGzip(buffers(parts), 24)!;
    const once = gzipWithNonce(prepared, value)!.length;
    const whole = gzipSync(parts.join(value.toString('utf8'))).length;
    const alone = parts.reduce(
      (sum, part) => sum + deflateRawSync(Buffer.from(part), { finishFlush: constants.Z_FULL_FLUSH }).length + 29,
      18,
    );
    expect(once / whole).toBeLessThan(1.15);
    expect(once).toBeLessThan(alone * 0.8);
  });

  it('refuses a nonce of another length, and a page holding a NUL byte (the caller gzips those whole)', () => {
    const prepared = prepareGzip(buffers(['a', 'b']), 24)!;
    expect(gzipWithNonce(prepared, Buffer.from('short'))).toBeNull();
    expect(prepareGzip(buffers(['a\u0000', 'b']), 24)).toBeNull();
  });
});
