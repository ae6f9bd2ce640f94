import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain and quoted fields with commas, quotes and line breaks', () => {
    const text = 'a,b,c\r\n1,"x, y","say ""hi"""\n2,"two\nlines",\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
      { line: 3, fields: ['2', 'two\nlines', ''] },
    ]);
  });

  it('skips blank lines and a byte-order mark, and keeps the line of each record', () => {
    expect(parseCsv('\uFEFFh\n\nv\n')).toEqual([
      { line: 1, fields: ['h'] },
      { line: 3, fields: ['v'] },
    ]);
  });

  it('refuses an unclosed quote and stray quotes', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvError);
    expect(() => parseCsv('a"b')).toThrow('A quote inside an unquoted field (line 1)');
    expect(() => parseCsv('"a"b')).toThrow('Text after a closing quote (line 1)');
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and round-trips through parseCsv', () => {
    const rows = [
      ['id', 'title'],
      ['', 'Leak, under "drip" tray'],
      ['g', 'two\nlines'],
    ];
    const text = toCsv(rows);
    expect(text).toBe('id,title\r\n,"Leak, under ""drip"" tray"\r\ng,"two\nlines"\r\n');
    expect(parseCsv(text).map((r) => r.fields)).toEqual(rows);
  });
});
