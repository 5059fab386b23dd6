import { describe, expect, it } from 'vitest';
import { neutralizeCell, parseCsv, restoreCell, toCsv } from './csv.js';

const cells = (text: string, columns: string[]) => parseCsv(text).rows.map((r) => columns.map((c) => r.cell(c)));

describe('the CSV layer', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","line one\r\nline two"\r\nplain,,"3"';
    expect(cells(text, ['a', 'b', 'c'])).toEqual([
      ['x, y', 'say "hi"', 'line one\r\nline two'],
      ['plain', '', '3'],
    ]);
  });

  it('takes a byte-order mark off, accepts LF, CRLF and CR line ends, and skips blank lines', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const table = parseCsv(`\uFEFFName,Value${eol}${eol}one,"1${eol}more"${eol}  ${eol}two,2${eol}`);
      expect(table.header).toEqual(['Name', 'Value']);
      expect(table.rows.map((r) => [r.row, r.cell('name'), r.cell('VALUE')])).toEqual([
        [2, 'one', `1${eol}more`],
        [3, 'two', '2'],
      ]);
    }
  });

  it('guesses the line end from the header, not from breaks inside quoted cells', () => {
    const text = 'a,b\r\n"x\ry\rz\rw","1"\r\n"p","2"';
    expect(cells(text, ['a', 'b'])).toEqual([
      ['x\ry\rz\rw', '1'],
      ['p', '2'],
    ]);
  });

  it('finds columns by name whatever their case or surrounding spaces; a missing column reads empty', () => {
    expect(cells(' Title , CATEGORY \nHello,sales', ['title', 'Category', 'absent'])).toEqual([['Hello', 'sales', '']]);
  });

  it('neutralizes formula cells for spreadsheets and restores exactly what was written', () => {
    for (const value of ['=1+1', '+1', '-1', '@x', '\tx', '\rx', "'=already", "''+twice", "'plain", 'plain', '']) {
      expect(restoreCell(neutralizeCell(value))).toBe(value);
    }
    expect(neutralizeCell('=1+1')).toBe("'=1+1");
    expect(neutralizeCell('plain')).toBe('plain');
    const csv = toCsv(['a', 'b'], [{ a: '=HYPERLINK("x")', b: 'line\nbreak' }]);
    expect(csv).toBe('"a","b"\r\n"\'=HYPERLINK(""x"")","line\nbreak"');
    expect(cells(csv, ['a', 'b'])).toEqual([['=HYPERLINK("x")', 'line\nbreak']]);
  });

  it('also neutralizes the fullwidth ＝ ＋ － ＠ and a leading pipe, which spreadsheets run too', () => {
    for (const value of ['＝1+1', '＋1', '－1', '＠SUM(A1)', '|cmd', '\t＝x', "'＝already", "''|twice"]) {
      expect(neutralizeCell(value), value).toBe(`'${value}`);
      expect(restoreCell(neutralizeCell(value))).toBe(value);
    }
    const csv = toCsv(['a'], [{ a: '＝HYPERLINK("http://x")' }, { a: '|calc' }, { a: 'a|b ＝ c' }]);
    expect(csv).toBe('"a"\r\n"\'＝HYPERLINK(""http://x"")"\r\n"\'|calc"\r\n"a|b ＝ c"');
    expect(cells(csv, ['a'])).toEqual([['＝HYPERLINK("http://x")'], ['|calc'], ['a|b ＝ c']]);
  });

  it('reads nothing from an empty text or a header alone', () => {
    expect(parseCsv('').rows).toEqual([]);
    expect(parseCsv('a,b\r\n').rows).toEqual([]);
  });
});
