/**
 * RFC 4180, as a spreadsheet reads it, for checking downloaded files independently of the site's
 * writers: quoted fields may hold commas, quotes ("") and line breaks; a leading byte-order mark is
 * dropped. Rows end in CRLF, as the site writes them; `anyLineEnd` also takes LF or CR (LibreOffice
 * writes LF).
 */
export function parseCsv(input: string, { anyLineEnd = false }: { anyLineEnd?: boolean } = {}): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if ((char === '\r' && text[index + 1] === '\n') || (anyLineEnd && (char === '\n' || char === '\r'))) {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
