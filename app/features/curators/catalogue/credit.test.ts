import { describe, expect, test } from "vitest";
import { SUBMITTER_RELATIONS } from "~/domain/submitter-relation";
import { creditOf } from "./credit";

const DANA = { name: "Dana Reyes", title: "School counsellor", type: "book" };

describe("the credit of a published suggestion", () => {
  test("with no tie said: the name and title, as docs/product.md, Submissions, has it; nothing without a name", () => {
    for (const relation of [null, "none", "other"] as const) {
      expect(creditOf({ ...DANA, relation })).toBe("Dana Reyes, School counsellor");
      expect(creditOf({ ...DANA, title: "", relation })).toBe("Dana Reyes");
      expect(creditOf({ ...DANA, name: "  ", relation })).toBeUndefined();
    }
  });

  test("its author says so first: 'its author' for a book, 'its creator' for anything else", () => {
    const relation = "author-or-creator";
    expect(creditOf({ ...DANA, relation })).toBe("its author, Dana Reyes, School counsellor");
    expect(creditOf({ ...DANA, type: "video", relation })).toBe(
      "its creator, Dana Reyes, School counsellor",
    );
    expect(creditOf({ ...DANA, type: "app", title: "", relation })).toBe("its creator, Dana Reyes");
    // Without a name the tie is still said; a title alone is not a credit.
    expect(creditOf({ ...DANA, name: "", relation })).toBe("its author");
  });

  test("a publisher's employee or a paid promoter is named with the tie, or described by it", () => {
    expect(creditOf({ ...DANA, relation: "works-for-publisher" })).toBe(
      "Dana Reyes, School counsellor, who works for its publisher",
    );
    expect(creditOf({ ...DANA, name: "", relation: "works-for-publisher" })).toBe(
      "someone who works for its publisher",
    );
    expect(creditOf({ ...DANA, title: "", relation: "paid-or-sponsored" })).toBe(
      "Dana Reyes, who is paid or sponsored to promote it",
    );
    expect(creditOf({ ...DANA, name: "", relation: "paid-or-sponsored" })).toBe(
      "someone paid or sponsored to promote it",
    );
  });

  test("every credit reads after 'Recommended by' as one plain phrase, trimmed", () => {
    for (const relation of SUBMITTER_RELATIONS) {
      const credit = creditOf({ name: " Dana Reyes ", title: " Editor ", type: "book", relation });
      expect(credit, relation).toMatch(/^(its |someone |Dana)/);
      expect(credit, relation).not.toMatch(/\s{2}|^\s|\s$|,,|, ,/);
    }
  });
});
