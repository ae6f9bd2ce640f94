/**
 * RFC 4180 CSV: comma separated, fields with a comma, quote or line break quoted, quotes doubled.
 * Reading accepts CRLF or LF line ends and a leading byte-order mark.
 */

/** Thrown for text that is not valid CSV; `line` is 1-based. */
export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
    this.name = 'CsvError';
  }
}

/** The records of a CSV text, each with the line it starts on. Blank lines are skipped. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    afterQuote = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (field !== '' || afterQuote) throw new CsvError('A quote inside an unquoted field', line);
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      afterQuote = false;
    } else if (char === '\r' && input[i + 1] === '\n') {
      continue;
    } else if (char === '\n') {
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      if (afterQuote) throw new CsvError('Text after a closing quote', line);
      field += char;
    }
  }
  if (quoted) throw new CsvError('A quoted field is not closed', recordLine);
  endRecord();
  return records;
}

const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One CSV field, quoted when it has to be. */
export function csvField(value: string): string {
  return needsQuotes.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text of the rows, CRLF line ends as RFC 4180 asks. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
