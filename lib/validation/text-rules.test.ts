/** @jest-environment node */
import {
  characterCount,
  EMAIL_PATTERN,
  isPlainAddress,
  isPlainMultiLine,
  isSingleLine,
  isVisible,
  lengthMessage,
  normalizeEmail,
  parseMessage,
} from './text-rules';

describe('e-mail rule: one plain address', () => {
  it.each(['x<victim@evil.test>', 'a,b@example.com', 'g:x@example.com;', 'x@example.com>,<root'])(
    'refuses %s: not one plain address',
    (address) => {
      expect(EMAIL_PATTERN.test(address)).toBe(false);
      expect(isPlainAddress(address)).toBe(false);
    },
  );

  it.each([
    '"quoted"@example.com',
    'a b@example.com',
    'a@b@example.com',
    'a@example.com\nbcc@evil.test',
    'a..b@example.com',
    '.a@example.com',
    'a@example.123',
    'a@-example.com',
    'a@example-.com',
    'a@[127.0.0.1]',
  ])('refuses %j', (address) => expect(isPlainAddress(address)).toBe(false));

  it.each([
    'malee@example.com',
    'Malee.Srisuk+ir@mail.example.co.th',
    "o'brien@example.ie",
    'a_b-c@sub-domain.example.org',
    'มาลี@ตัวอย่าง.ไทย',
    'x@xn--72c1a1bt4awk9o.xn--o3cw4h',
  ])('accepts %s', (address) => {
    expect(isPlainAddress(address)).toBe(true);
  });

  it('holds the SMTP limits: local part 64, whole address 254', () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(isPlainAddress(`${'a'.repeat(64)}@${domain}`)).toBe(true);
    expect(`${'a'.repeat(64)}@${domain}`).toHaveLength(254);
    expect(isPlainAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isPlainAddress(`${'a'.repeat(64)}@x${domain}`)).toBe(false);
  });

  it('normalizes: trimmed, the domain lower-case, the local part as typed', () => {
    expect(normalizeEmail('  Malee.Srisuk@Example.CO.TH \n')).toBe('Malee.Srisuk@example.co.th');
    expect(normalizeEmail('no-at-sign')).toBe('no-at-sign');
  });
});

describe('text rules', () => {
  it.each(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'refuses the bidi control U+%s in any field',
    (control) => {
      expect(isSingleLine(`Som${control}chai`)).toBe(false);
      expect(isPlainMultiLine(`Line 1\n${control}Line 2`)).toBe(false);
    },
  );

  it('keeps the marks that are not overrides (LRM, RLM) and Thai text', () => {
    expect(isSingleLine('สมชาย\u200e')).toBe(true);
    expect(isPlainMultiLine('ที่อยู่\u200f\nบรรทัด 2')).toBe(true);
  });

  it.each([
    '',
    '   ',
    '\u200b',
    '\u200c\u200d',
    '\u2060',
    '\ufeff',
    '\u3164',
    '\u115f\u1160',
    '\u00a0\u2800',
    '\u180e',
    '\u034f',
  ])('calls %j invisible', (value) => {
    expect(isVisible(value)).toBe(false);
  });

  it.each(['a', 'ก', ' ก\u200b', '😀', '.'])('calls %j visible', (value) => {
    expect(isVisible(value)).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('😀😀')).toBe(2);
    expect(characterCount('ภาษาไทย')).toBe(7);
  });

  it('carries a length limit in its message and gives it back', () => {
    expect(lengthMessage('Information.form.tooLong', 300)).toBe('Information.form.tooLong#300');
    expect(parseMessage('Information.form.tooLong#300')).toEqual({ key: 'Information.form.tooLong', max: 300 });
    expect(parseMessage('Information.form.error.name')).toEqual({ key: 'Information.form.error.name' });
  });
});
