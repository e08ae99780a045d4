/** One record of a CSV file with the line it starts on (1-based), for error messages. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of a file: whichever of comma, semicolon and tab its first line holds most of (Excel's Thai exports use commas). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return [...DELIMITERS].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0];
}

/**
 * Reads CSV text (RFC 4180: quoted fields may hold delimiters, doubled quotes and line breaks; CRLF or
 * LF line ends; a leading byte-order mark ignored). Blank lines are skipped. Throws on a quote left open.
 */
export function parseCsvRecords(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error(`line ${recordLine}: a quoted field is never closed`);
  if (field !== '' || fields.length) endRecord();
  return records;
}
