import { describe, expect, it } from "vitest";
import {
  deleteKept,
  KEPT_STORAGE_KEY,
  keepResult,
  MAX_KEPT_RESULTS,
  parseKept,
  readKept,
  STORAGE_BLOCKED,
  type KeptResult,
} from "./kept-results";
import { localDate } from "./local-date";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const blocked = (): Storage => {
  throw new DOMException("denied", "SecurityError");
};

const result = (score: number, date = "2026-03-01"): KeptResult => ({
  date,
  instrument: "phq-9",
  score,
});

describe("kept results", () => {
  it("keeps the date, the questionnaire and the score, oldest first, and deletes them all", () => {
    const storage = memoryStorage();
    expect(keepResult(() => storage, result(12))).toBe(true);
    expect(keepResult(() => storage, { date: "2026-03-15", instrument: "gad-7", score: 6 })).toBe(
      true,
    );
    expect(parseKept(readKept(() => storage))).toEqual([
      result(12),
      { date: "2026-03-15", instrument: "gad-7", score: 6 },
    ]);
    expect(JSON.parse(storage.getItem(KEPT_STORAGE_KEY)!)).toEqual({
      version: 1,
      results: [result(12), { date: "2026-03-15", instrument: "gad-7", score: 6 }],
    });
    expect(deleteKept(() => storage)).toBe(true);
    expect(storage.length).toBe(0);
  });

  it(`holds at most ${MAX_KEPT_RESULTS}: one more lets the oldest go`, () => {
    const storage = memoryStorage();
    for (let i = 0; i < MAX_KEPT_RESULTS; i += 1) keepResult(() => storage, result(i % 28));
    expect(parseKept(readKept(() => storage))).toHaveLength(MAX_KEPT_RESULTS);
    keepResult(() => storage, result(5, "2026-04-01"));
    const kept = parseKept(readKept(() => storage));
    expect(kept).toHaveLength(MAX_KEPT_RESULTS);
    expect(kept[0]).toEqual(result(1));
    expect(kept.at(-1)).toEqual(result(5, "2026-04-01"));
  });

  it("skips entries that are not results, and reads broken storage as none", () => {
    const stored = JSON.stringify({
      results: [
        result(27),
        { ...result(28) },
        { date: "2026-03-01", instrument: "gad-7", score: 22 },
        { date: "March 1", instrument: "phq-9", score: 3 },
        { date: "2026-03-01", instrument: "bdi", score: 3 },
        { date: "2026-03-01", instrument: "phq-9", score: 2.5, answers: [1, 2] },
        { ...result(4), answers: [1, 1, 1, 1] },
      ],
    });
    expect(parseKept(stored)).toEqual([result(27), result(4)]);
    for (const broken of [null, "", "nope", "null", "[]", '{"results":3}', STORAGE_BLOCKED]) {
      expect(parseKept(broken)).toEqual([]);
    }
  });

  it("reports storage the browser refuses instead of throwing", () => {
    expect(readKept(blocked)).toBe(STORAGE_BLOCKED);
    expect(keepResult(blocked, result(3))).toBe(false);
    expect(deleteKept(blocked)).toBe(false);
  });

  it("dates a result by the visitor's own calendar", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
