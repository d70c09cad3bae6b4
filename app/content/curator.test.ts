import { describe, expect, it } from "vitest";
import { CuratorProfileSchema, curatorSeed } from "./curator";
import { PROFILE_BIO_MAX } from "./profile-limits";

const problems = (input: unknown) =>
  (CuratorProfileSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join("."));

describe("the curator profile", () => {
  it("invents no one: the content file seeds no profile", () => {
    expect(curatorSeed).toBeNull();
  });

  it("needs a name; everything else may be left out, and is then empty", () => {
    expect(problems({})).toEqual(["name"]);
    expect(problems({ name: "   " })).toEqual(["name"]);
    expect(CuratorProfileSchema.parse({ name: " Ana Ruiz " })).toEqual({
      name: "Ana Ruiz",
      credentials: "",
      licence: { type: "", number: "", issuer: "", lookupUrl: "" },
      bio: "",
      languages: ["en"],
    });
  });

  it("lists the languages reviewed in from REVIEW_LANGUAGES alone, each once, in its order", () => {
    expect(
      CuratorProfileSchema.parse({ name: "A", languages: ["es", "en", "es"] }).languages,
    ).toEqual(["en", "es"]);
    expect(CuratorProfileSchema.parse({ name: "A", languages: [] }).languages).toEqual([]);
    expect(problems({ name: "A", languages: ["fr"] })).toEqual(["languages.0"]);
    expect(problems({ name: "A", languages: ["es-MX"] })).toEqual(["languages.0"]);
    expect(problems({ name: "A", languages: "es" })).toEqual(["languages"]);
  });

  it("takes only an https address for the licence lookup", () => {
    for (const lookupUrl of [
      "http://board.example/lookup",
      "board.example",
      "javascript:alert(1)",
    ]) {
      expect(problems({ name: "A", licence: { lookupUrl } }), lookupUrl).toEqual([
        "licence.lookupUrl",
      ]);
    }
    expect(problems({ name: "A", licence: { lookupUrl: "https://board.example/lookup" } })).toEqual(
      [],
    );
  });

  it(`keeps the bio to ${PROFILE_BIO_MAX} characters`, () => {
    expect(problems({ name: "A", bio: "b".repeat(PROFILE_BIO_MAX) })).toEqual([]);
    expect(problems({ name: "A", bio: "b".repeat(PROFILE_BIO_MAX + 1) })).toEqual(["bio"]);
  });
});
