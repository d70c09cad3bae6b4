import { describe, expect, it } from "vitest";
import { linkify, toParagraphs } from "./rich-text";

describe("toParagraphs", () => {
  it("splits on blank lines and drops empty paragraphs", () => {
    expect(toParagraphs("One.\n\nTwo\nstill two.\n\n\n  \n\nThree.")).toEqual([
      "One.",
      "Two\nstill two.",
      "Three.",
    ]);
    expect(toParagraphs("   ")).toEqual([]);
  });
});

describe("linkify", () => {
  it("turns http(s) URLs into links and keeps trailing punctuation as text", () => {
    expect(linkify("Free recordings at https://www.tarabrach.com/rain/. Enjoy")).toEqual([
      { kind: "text", text: "Free recordings at " },
      {
        kind: "link",
        text: "https://www.tarabrach.com/rain/",
        href: "https://www.tarabrach.com/rain/",
      },
      { kind: "text", text: ". Enjoy" },
    ]);
  });

  it("never links other schemes", () => {
    expect(linkify("javascript:alert(1) and data:text/html,hi")).toEqual([
      { kind: "text", text: "javascript:alert(1) and data:text/html,hi" },
    ]);
  });

  it("handles several URLs and text without any", () => {
    expect(
      linkify("http://a.example and https://b.example/x?y=1").filter((s) => s.kind === "link"),
    ).toHaveLength(2);
    expect(linkify("plain words")).toEqual([{ kind: "text", text: "plain words" }]);
  });
});
