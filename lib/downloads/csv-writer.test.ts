import { attachmentDisposition, csvField, toCsv, UTF8_BOM } from './csv-writer';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['งบการเงิน ไตรมาส 3/2568', 'งบการเงิน ไตรมาส 3/2568'],
    ['บริษัท, จำกัด', '"บริษัท, จำกัด"'],
    ['', ''],
  ])('quotes %j only when RFC 4180 needs it', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('writes numbers plain: no thousands separator, a dot for decimals, no exponent', () => {
    expect(csvField(1234567.89)).toBe('1234567.89');
    expect(csvField(-0.5)).toBe('-0.5');
    expect(csvField(-0)).toBe('0');
    expect(csvField(2454122453)).toBe('2454122453');
    expect(csvField(1e21)).toBe('1000000000000000000000');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('writes a missing value as an empty field and dates as ISO', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2025-03-31T00:00:00Z'))).toBe('2025-03-31');
    expect(csvField(new Date('2025-03-31T09:30:00Z'))).toBe('2025-03-31T09:30:00.000Z');
  });

  it('keeps text from data from running as a spreadsheet formula', () => {
    expect(csvField('=HYPERLINK("http://evil.test")')).toBe(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-1)).toBe('-1');
  });

  it.each([
    ['-2+3', "'-2+3"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['=1,2', `"'=1,2"`],
    ['+66 2 123 4567\nnext', `"'+66 2 123 4567\nnext"`],
    ['=ราคา', "'=ราคา"],
    ['@ไทย, "อ้าง"', `"'@ไทย, ""อ้าง"""`],
    ['a-b=c', 'a-b=c'],
  ])(
    'defuses %j, text that starts as a formula would (a search a stranger typed), then quotes it as RFC 4180 needs',
    (input, expected) => {
      expect(csvField(input)).toBe(expected);
    },
  );
});

describe('toCsv', () => {
  it('starts with the BOM, has the header row first and ends every line with CRLF', () => {
    const csv = toCsv(
      ['Date', 'Close'],
      [
        ['2025-01-02', 2.34],
        ['2025-01-03', null],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Date,Close\r\n2025-01-02,2.34\r\n2025-01-03,\r\n');
  });

  it('keeps each cell of a row whole: commas, quotes, line breaks and formulas inside cells', () => {
    const csv = toCsv(
      ['คำค้นหา', 'ภาษา', 'จำนวนครั้ง'],
      [
        ['=cmd|" /C calc"!A0', 'English', 2],
        ['หุ้นกู้, "ปี"\r\n2569', 'ไทย', 1],
      ],
    );
    expect(csv.slice(1)).toBe(
      `คำค้นหา,ภาษา,จำนวนครั้ง\r\n"'=cmd|"" /C calc""!A0",English,2\r\n"หุ้นกู้, ""ปี""\r\n2569",ไทย,1\r\n`,
    );
  });

  it('round-trips Thai through UTF-8 bytes', () => {
    const csv = toCsv(['วันที่'], [['ราคาปิด']]);
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(csv);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII file name and the UTF-8 one', () => {
    expect(attachmentDisposition('SHRZ-prices-2025-01-01-2025-03-31.csv')).toBe(
      `attachment; filename="SHRZ-prices-2025-01-01-2025-03-31.csv"; filename*=UTF-8''SHRZ-prices-2025-01-01-2025-03-31.csv`,
    );
    expect(attachmentDisposition('ราคา "x".csv')).toBe(
      `attachment; filename="____ _x_.csv"; filename*=UTF-8''${encodeURIComponent('ราคา "x".csv')}`,
    );
  });
});
