import { describe, expect, test } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV cells", () => {
  test("every field is quoted, and quotes inside are doubled (RFC 4180)", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvCell("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(new Date("2025-10-10T12:00:00Z"))).toBe('"2025-10-10T12:00:00.000Z"');
  });

  test.each([
    ['=HYPERLINK("http://evil.example")', '\'=HYPERLINK(""http://evil.example"")'],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", "'\r=1"],
  ])("a cell starting with a formula character is defused: %j", (value, inner) => {
    expect(csvCell(value)).toBe(`"${inner}"`);
  });

  test("those characters elsewhere in a cell are left alone", () => {
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("user@example.org")).toBe('"user@example.org"');
    expect(csvCell(" =1")).toBe('" =1"');
  });
});

describe("CSV files", () => {
  test("a byte-order mark, then a header and rows joined by CRLF, ending with CRLF", () => {
    expect(
      toCsv(
        ["A", "B"],
        [
          ["1", "x,y"],
          [null, "=cmd"],
        ],
      ),
    ).toBe('\uFEFF"A","B"\r\n"1","x,y"\r\n"","\'=cmd"\r\n');
  });
});
