import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGUES, messagesFor } from "~/lib/i18n.server";
import { LOCALES } from "~/lib/locale";
import { en, type Catalogue, type MessageKey } from "./en";
import { es } from "./es";

/** The values (`{name}`, `{count, plural, …}`) and elements (`<link>`) a message takes. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === "string") {
        for (const match of token.matchAll(/<(\w+)>/g)) names.add(`<${match[1]}>`);
        continue;
      }
      const [name, , choices] = token;
      names.add(`{${name}}`);
      if (choices && typeof choices === "object") {
        for (const choice of Object.values(choices)) if (Array.isArray(choice)) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe("the message catalogues", () => {
  it("give every language exactly the English keys", () => {
    const keys = Object.keys(en).sort();
    for (const locale of LOCALES) {
      const catalogue = CATALOGUES[locale];
      expect(Object.keys(catalogue).sort(), locale).toEqual(keys);
      for (const key of keys) expect(catalogue[key as MessageKey].trim(), key).not.toBe("");
    }
  });

  it("do not type-check with a key missing (tsc fails on the line below if it did)", () => {
    const { "frame.skipLink": _dropped, ...incomplete } = es;
    // @ts-expect-error: a Catalogue needs every key of the English one.
    const checked: Catalogue = incomplete;
    expect(Object.keys(checked)).not.toContain("frame.skipLink");
  });

  it("take the same values and elements in every language", () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(argumentsOf(es[key]), key).toEqual(argumentsOf(en[key]));
    }
  });

  it("translate every message (no English left in the Spanish catalogue)", () => {
    const same = (Object.keys(en) as MessageKey[]).filter((key) => es[key] === en[key]);
    expect(same).toEqual([]);
  });

  it("all compile as ICU MessageFormat", () => {
    for (const locale of LOCALES) {
      const { messages } = messagesFor(locale, [""]);
      expect(Object.keys(messages)).toHaveLength(Object.keys(en).length);
    }
  });
});
