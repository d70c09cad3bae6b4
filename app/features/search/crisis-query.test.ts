import { describe, expect, it } from "vitest";
import { isCrisisQuery } from "./crisis-query";

describe("isCrisisQuery", () => {
  it.each([
    "suicide",
    "Suicidal thoughts",
    "sucide",
    "suicde",
    "suiside",
    "I want to kill myself",
    "kill my self",
    "killmyself",
    "want to die",
    "i wanna die",
    "I want to die",
    "i dont want to live anymore",
    "I don't want to be alive",
    "i want to end it all",
    "end it all",
    "I want to disappear",
    "better off dead",
    "self harm",
    "self-harm",
    "selfharm",
    "I want to hurt myself",
    "cutting",
    "overdose",
    "overdosed on pills",
    "od",
    "how much to OD",
    "abuse",
    "my husband is abusive",
    "being hit",
    "my dad hits me",
    "domestic violence",
    "I was raped",
    "sexual assault",
  ])("recognizes “%s”", (query) => {
    expect(isCrisisQuery(query)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "sleep",
    "anxiety",
    "good books",
    "mindfulness for beginners",
    "parenting toddlers",
    "depression",
    "how to choose a therapist",
    "grape",
    "period",
  ])("leaves “%s” as an ordinary search", (query) => {
    expect(isCrisisQuery(query)).toBe(false);
  });
});
