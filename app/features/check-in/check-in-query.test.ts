import { describe, expect, it } from "vitest";
import { checkInPathFor } from "./check-in-query";

describe("searches for a self-check", () => {
  it.each([
    ["test", "/check-in"],
    ["quiz", "/check-in"],
    ["Self-test", "/check-in"],
    ["mental health questionnaire", "/check-in"],
    ["check in", "/check-in"],
    ["am I depressed", "/check-in/phq-9"],
    ["Am I depressed?", "/check-in/phq-9"],
    ["depression test", "/check-in/phq-9"],
    ["depression quiz", "/check-in/phq-9"],
    ["phq-9", "/check-in/phq-9"],
    ["PHQ9", "/check-in/phq-9"],
    ["phq 9 depression", "/check-in/phq-9"],
    ["anxiety test", "/check-in/gad-7"],
    ["do I have anxiety", "/check-in/gad-7"],
    ["gad-7", "/check-in/gad-7"],
    ["GAD7", "/check-in/gad-7"],
    ["anxiety and depression test", "/check-in"],
    ["phq-9 and gad-7", "/check-in"],
  ])("“%s” leads to %s", (query, path) => {
    expect(checkInPathFor(query)).toBe(path);
  });

  it.each(["", "depression", "anxiety", "sleep", "testosterone", "checking in on a friend", "gad"])(
    "“%s” is an ordinary search",
    (query) => {
      expect(checkInPathFor(query)).toBeNull();
    },
  );
});
