/**
 * The subscriber CSV, both ways. Reading: RFC 4180 quoting, comma or semicolon, a header row
 * naming an `email` column (and optionally `locale`), or no header and the address first.
 * Writing: every field quoted, and a leading = + - @ defused so a spreadsheet shows text,
 * never runs a formula.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const delimiter = /^[^\n]*;/.test(text) && !/^[^\n]*,/.test(text) ? ';' : ',';
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function csvField(value: string | number | Date | null): string {
  const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvRow = (values: Array<string | number | Date | null>) => `${values.map(csvField).join(',')}\r\n`;
