/** @jest-environment node */
import { parse } from 'content-disposition';
import { documentDisposition, MAX_NAME_LENGTH, sanitizeDownloadName } from './download-name';

describe('sanitizeDownloadName', () => {
  it.each([
    ['Q1-2568.pdf', 'Q1-2568.pdf'],
    ['report.PDF', 'report.pdf'],
    ['report', 'report.pdf'],
    ['annual report.pdf.exe', 'annual report.pdf.exe.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['..\\..\\windows\\win.ini', 'win.ini.pdf'],
    ['/absolute/path/to/file.pdf', 'file.pdf'],
    ['..', 'document.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['', 'document.pdf'],
    ['.pdf', 'document.pdf'],
    ['a\u0000b\u0007c\u001b[31m.pdf', 'abc[31m.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe.pdf'],
    ['line\r\nbreak.pdf', 'line break.pdf'],
    ['a "quoted"; name=x.pdf', 'a _quoted__ name=x.pdf'],
    ['100%<>:|?*.pdf', '100_______.pdf'],
    ['   spaced    out   .pdf', 'spaced out.pdf'],
    ['งบการเงิน ไตรมาส 1/2568.pdf', '2568.pdf'],
    ['งบการเงิน ไตรมาส 1-2568.pdf', 'งบการเงิน ไตรมาส 1-2568.pdf'],
    ['รายงานประจำปี ๒๕๖๘.pdf', 'รายงานประจำปี ๒๕๖๘.pdf'],
  ])('%j → %j', (uploaded, expected) => {
    expect(sanitizeDownloadName(uploaded)).toBe(expected);
  });

  it(`cuts a long name to ${MAX_NAME_LENGTH} characters, never between a Thai letter and its marks`, () => {
    expect(sanitizeDownloadName(`${'a'.repeat(500)}.pdf`)).toBe(`${'a'.repeat(MAX_NAME_LENGTH)}.pdf`);
    // น้ำ is one character as a reader sees it, three code points.
    const name = sanitizeDownloadName(`${'น้ำ'.repeat(200)}.pdf`);
    expect(name).toBe(`${'น้ำ'.repeat(MAX_NAME_LENGTH)}.pdf`);
    const cut = sanitizeDownloadName(`${'x'.repeat(MAX_NAME_LENGTH - 1)}น้ำยาว.pdf`);
    expect(cut).toBe(`${'x'.repeat(MAX_NAME_LENGTH - 1)}น้ำ.pdf`);
  });
});

describe('documentDisposition', () => {
  it('names an ASCII file plainly', () => {
    expect(documentDisposition('Q1-2568.pdf')).toBe('inline; filename=Q1-2568.pdf');
    expect(documentDisposition('Q1 2568.pdf', 'attachment')).toBe('attachment; filename="Q1 2568.pdf"');
  });

  it('gives a Thai name in UTF-8 (RFC 5987) with an ASCII fallback', () => {
    const header = documentDisposition('รายงานประจำปี 2568.pdf');
    expect(header).toBe(
      `inline; filename="_ 2568.pdf"; filename*=UTF-8''${encodeURIComponent('รายงานประจำปี')}%202568.pdf`,
    );
    expect(parse(header)).toMatchObject({ type: 'inline', parameters: { filename: 'รายงานประจำปี 2568.pdf' } });
  });

  it('falls back to document.pdf when nothing of the name is ASCII', () => {
    const header = documentDisposition('งบการเงิน.pdf', 'attachment');
    expect(header).toMatch(/^attachment; filename=document\.pdf; filename\*=UTF-8''%E0%B8%87/);
    expect(parse(header).parameters.filename).toBe('งบการเงิน.pdf');
  });

  it("encodes the characters RFC 5987 reserves, which encodeURIComponent leaves (' ( ) *)", () => {
    const header = documentDisposition("ผล (Q1) 'ทดสอบ'.pdf");
    expect(header).toContain("filename*=UTF-8''%E0%B8%9C%E0%B8%A5%20%28Q1%29%20%27");
    expect(parse(header).parameters.filename).toBe("ผล (Q1) 'ทดสอบ'.pdf");
  });

  it('sanitises a name that comes from a request', () => {
    const header = documentDisposition('../../x"\r\nSet-Cookie: a=b.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(parse(header).parameters.filename).toBe('x_ Set-Cookie_ a=b.pdf');
  });
});
