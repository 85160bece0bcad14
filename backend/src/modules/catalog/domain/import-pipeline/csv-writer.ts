/** One CSV line (RFC 4180, CRLF): a field with a comma, semicolon, quote, line break or edge space is quoted. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(field: string): string {
  return /[",;\r\n]|^\s|\s$/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
