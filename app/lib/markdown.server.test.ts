import { describe, expect, it } from "vitest";
import { renderMarkdown, slugify } from "./markdown.server";

describe("renderMarkdown", () => {
  it("gives headings ids and lists them for a table of contents", () => {
    const { html, headings } = renderMarkdown(
      "## Why it matters\n\ntext\n\n### Small & steady steps\n",
    );
    expect(headings).toEqual([
      { id: "why-it-matters", text: "Why it matters", depth: 2 },
      { id: "small-steady-steps", text: "Small & steady steps", depth: 3 },
    ]);
    expect(html).toContain('<h2 id="why-it-matters">Why it matters</h2>');
  });

  it("opens external links in a new tab without an opener, and keeps internal links plain", () => {
    const { html } = renderMarkdown(
      "See [the guide](https://example.org/guide) or [help](/get-help).",
    );
    expect(html).toContain(
      'href="https://example.org/guide" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toContain('<a href="/get-help">help</a>');
  });

  it("counts the words a reader reads, not markup or link targets", () => {
    const { wordCount } = renderMarkdown(
      "## Two words\n\nOne **two** three [four five](https://example.org/a-b-c).\n\n- six\n- seven eight\n",
    );
    expect(wordCount).toBe(10);
  });
});

describe("slugify", () => {
  it("lower-cases, drops punctuation and joins with hyphens", () => {
    expect(slugify("When to Seek Help — Right Away?")).toBe("when-to-seek-help-right-away");
  });
});
