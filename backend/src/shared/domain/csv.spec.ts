import { csvCell, csvLine, neutraliseCsvFormula } from './csv';

describe('CSV export', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x', '=HYPERLINK("http://evil.example","Click")'])('neutralises the formula %j', (text) => {
    expect(neutraliseCsvFormula(text)).toBe(`'${text}`);
  });

  it.each(['Rye Whiskey', '100% agave', 'a=b', "'quoted", ''])('leaves ordinary text %j alone', (text) => {
    expect(neutraliseCsvFormula(text)).toBe(text);
  });

  it('quotes what needs quoting, after neutralising', () => {
    expect(csvCell('Aged 8 years, in oak')).toBe('"Aged 8 years, in oak"');
    expect(csvCell('12" bottle')).toBe('"12"" bottle"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('writes numbers, booleans and empties as values, not text', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(54.99)).toBe('54.99');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['name', '=evil', 3])).toBe("name,'=evil,3\r\n");
  });
});
