/**
 * CSV as RFC 4180 has it (every field quoted, quotes doubled, CRLF line ends), with spreadsheet
 * formula injection defused: a cell that starts with = + - @, a tab or a carriage return is
 * prefixed with ' so that Excel, Numbers and Sheets show it as text instead of running it (OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  const text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A whole file. It starts with a byte-order mark so that Excel reads it as UTF-8 (names with
 * accents stay intact); other tools skip the mark.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
