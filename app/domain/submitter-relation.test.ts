import { describe, expect, test } from "vitest";
import {
  listRelations,
  relationLabel,
  SUBMITTER_RELATION_LABELS,
  SUBMITTER_RELATIONS,
} from "./submitter-relation";

describe("submitter relations", () => {
  test("the contract's five values, in its order, each with the console's words", () => {
    expect([...SUBMITTER_RELATIONS]).toEqual([
      "none",
      "author-or-creator",
      "works-for-publisher",
      "paid-or-sponsored",
      "other",
    ]);
    expect(Object.keys(SUBMITTER_RELATION_LABELS)).toEqual([...SUBMITTER_RELATIONS]);
  });

  test("a stored value reads in plain words; null is 'Not said'", () => {
    expect(relationLabel("author-or-creator")).toBe("Its author or creator");
    expect(relationLabel("paid-or-sponsored")).toBe("Paid or sponsored to promote it");
    expect(relationLabel(null)).toBe("Not said");
  });

  test("messages list the values", () => {
    expect(listRelations()).toBe(
      "none, author-or-creator, works-for-publisher, paid-or-sponsored or other",
    );
  });
});
