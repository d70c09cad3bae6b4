import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIST_TITLE,
  handoutTitle,
  listHref,
  MAX_LIST_IDS,
  MAX_TITLE_LENGTH,
  parseListIds,
} from "./handout-list";

const ids = (count: number) => Array.from({ length: count }, (_, i) => `resource-${i + 1}`);

describe("parseListIds", () => {
  it("reads comma-separated ids in order, each once, and sets aside what cannot be an id", () => {
    expect(parseListIds("headspace, rain-exercise,,headspace,<script>,Bad_Id")).toEqual({
      ok: true,
      ids: ["headspace", "rain-exercise"],
      notIds: ["<script>", "Bad_Id"],
    });
  });

  it("reads a missing or empty parameter as an empty list", () => {
    expect(parseListIds(null)).toEqual({ ok: true, ids: [], notIds: [] });
    expect(parseListIds(" , ,")).toEqual({ ok: true, ids: [], notIds: [] });
  });

  it(`accepts ${MAX_LIST_IDS} ids and refuses ${MAX_LIST_IDS + 1}`, () => {
    const thirty = parseListIds(ids(MAX_LIST_IDS).join(","));
    expect(thirty.ok && thirty.ids).toHaveLength(30);
    expect(parseListIds(ids(MAX_LIST_IDS + 1).join(","))).toEqual({ ok: false, count: 31 });
  });

  it("cuts a long piece that is not an id when showing it back", () => {
    const result = parseListIds("x".repeat(101));
    expect(result.ok && result.notIds[0]).toBe(`${"x".repeat(39)}…`);
  });
});

describe("handoutTitle", () => {
  it("keeps a title of 80 characters whole and cuts one of 81 to 80 with an ellipsis", () => {
    const eighty = "a".repeat(MAX_TITLE_LENGTH);
    expect(handoutTitle(eighty)).toBe(eighty);
    const cut = handoutTitle(`${eighty}b`);
    expect(cut).toBe(`${"a".repeat(79)}…`);
    expect(Array.from(cut)).toHaveLength(MAX_TITLE_LENGTH);
  });

  it("counts characters, not UTF-16 units, so an emoji is never split", () => {
    const title = "🌿".repeat(81);
    expect(handoutTitle(title)).toBe(`${"🌿".repeat(79)}…`);
  });

  it("tidies spaces, falls back to the default, and leaves markup as plain text", () => {
    expect(handoutTitle("  For   Sam  ")).toBe("For Sam");
    expect(handoutTitle("   ")).toBe(DEFAULT_LIST_TITLE);
    expect(handoutTitle(null)).toBe(DEFAULT_LIST_TITLE);
    expect(handoutTitle("<b>Hi</b>")).toBe("<b>Hi</b>");
  });
});

describe("listHref", () => {
  it("writes ids with readable commas and the title encoded", () => {
    expect(listHref(["a", "b-c"], "Sleep & rest")).toBe("/list?ids=a,b-c&title=Sleep+%26+rest");
    expect(listHref(["a"], "  ")).toBe("/list?ids=a");
  });

  it("round-trips through the parser", () => {
    const url = new URL(listHref(ids(3), "Mine"), "http://x");
    expect(parseListIds(url.searchParams.get("ids"))).toMatchObject({ ids: ids(3) });
    expect(url.searchParams.get("title")).toBe("Mine");
  });
});
