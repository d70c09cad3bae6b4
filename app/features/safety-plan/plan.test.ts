import { describe, expect, it } from "vitest";
import {
  deletePlan,
  emptyPlan,
  parsePlan,
  PLAN_SECTIONS,
  PLAN_STORAGE_KEY,
  readStoredPlan,
  savePlan,
  SECTION_MAX_CHARS,
  serializePlan,
  STORAGE_BLOCKED,
} from "./plan";

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

function blockedStorage(): Storage {
  const fail = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return { ...memoryStorage(), getItem: fail, setItem: fail, removeItem: fail };
}

describe("the safety plan", () => {
  it("has the seven Stanley–Brown sections, in order", () => {
    expect(PLAN_SECTIONS.map((section) => section.id)).toEqual([
      "warningSigns",
      "copingAlone",
      "distractions",
      "peopleToAsk",
      "professionals",
      "safeEnvironment",
      "reasons",
    ]);
  });

  it("saves, loads back and deletes", () => {
    const storage = memoryStorage();
    const plan = { ...emptyPlan(), reasons: "My sister\nMy dog" };
    expect(savePlan(() => storage, plan)).toEqual({ ok: true });
    expect(parsePlan(readStoredPlan(() => storage))).toEqual(plan);
    expect(deletePlan(() => storage)).toEqual({ ok: true });
    expect(storage.getItem(PLAN_STORAGE_KEY)).toBeNull();
  });

  it("keeps nothing in storage for an empty plan", () => {
    const storage = memoryStorage();
    savePlan(() => storage, { ...emptyPlan(), reasons: "x" });
    savePlan(() => storage, emptyPlan());
    expect(storage.length).toBe(0);
  });

  it("reports blocked or full storage instead of throwing", () => {
    const plan = { ...emptyPlan(), warningSigns: "Not sleeping" };
    expect(savePlan(blockedStorage, plan)).toEqual({ ok: false });
    expect(deletePlan(blockedStorage)).toEqual({ ok: false });
    expect(readStoredPlan(blockedStorage)).toBe(STORAGE_BLOCKED);
    expect(
      readStoredPlan(() => {
        throw new DOMException("denied", "SecurityError");
      }),
    ).toBe(STORAGE_BLOCKED);
  });

  it("reads back up to the section limit, and cuts anything longer there", () => {
    const atLimit = "a".repeat(SECTION_MAX_CHARS);
    const stored = serializePlan({ ...emptyPlan(), reasons: atLimit, copingAlone: `${atLimit}b` });
    const plan = parsePlan(stored);
    expect(plan.reasons).toHaveLength(SECTION_MAX_CHARS);
    expect(plan.copingAlone).toBe(atLimit);
  });

  it("treats unreadable or foreign data as an empty plan", () => {
    for (const stored of [null, "", "not json", "null", "[]", '{"sections":3}']) {
      expect(parsePlan(stored)).toEqual(emptyPlan());
    }
    expect(parsePlan('{"sections":{"reasons":7,"distractions":"park","other":"x"}}')).toEqual({
      ...emptyPlan(),
      distractions: "park",
    });
  });
});
