import { describe, expect, test } from "vitest";
import { HELPLINE_SEED } from "~/content/helpline-seed";
import { regionName, SPANISH_REGION_NAMES } from "./locale";

describe("regionName", () => {
  test("every country of the crisis-line registry has its Spanish name written down", () => {
    const missing = HELPLINE_SEED.map(({ code }) => code).filter(
      (code) => !(code in SPANISH_REGION_NAMES),
    );
    expect(missing).toEqual([]);
  });

  test("Spanish names come from the written list, whatever the platform's data says", () => {
    expect(regionName("es", "hk")).toBe("Hong Kong");
    expect(regionName("es", "US")).toBe("Estados Unidos");
  });

  test("a code outside the list, and English, are named by the platform", () => {
    expect(regionName("en", "us")).toBe("United States");
    expect(regionName("es", "mx")).toBe("México");
  });
});
