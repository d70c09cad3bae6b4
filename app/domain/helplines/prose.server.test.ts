import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { crisisLineOf, findCountry } from "./links";
import { fillHelplines, unknownPlaceholders } from "./prose.server";
import { buildRegistry, seedRows } from "./registry.server";

const registry = buildRegistry(seedRows());
const CONTENT = path.resolve(import.meta.dirname, "../../content");

describe("crisis lines in Markdown", () => {
  it("fills {{crisis-line}} and {{emergency}} from the registry, naming where they work", () => {
    const line = crisisLineOf(registry)!;
    const home = findCountry(registry, "us")!;
    const digits = (number: string) => number.replace(/\D/g, "");
    // Each country's line by its own name: Canada's is not the US Lifeline.
    const canada = findCountry(registry, "ca")!.services[0]!.name;
    expect(canada).toBe("9-8-8: Suicide Crisis Helpline");
    expect(fillHelplines("<p>In crisis, {{crisis-line}}.</p>", registry)).toBe(
      `<p>In crisis, call or text <a href="tel:${digits(line.number)}">${line.number}</a> in the United States (${line.name.replace("&", "&amp;")}) and Canada (${canada}).</p>`,
    );
    const oneName = {
      ...registry,
      countries: registry.countries.filter((country) => country.code !== "ca"),
    };
    expect(fillHelplines("{{crisis-line}}", oneName)).toContain(
      `(${line.name.replace("&", "&amp;")}) in the United States`,
    );
    const emergency = home.emergency.numbers[0]!;
    expect(fillHelplines("In danger, {{ emergency }}.", registry)).toBe(
      `In danger, call <a href="tel:${digits(emergency)}">${emergency}</a> in the United States, or your local emergency number.`,
    );
  });

  it("follows a change in the registry", () => {
    const changed = {
      ...registry,
      countries: registry.countries.map((country) =>
        country.code === "us"
          ? { ...country, emergency: { ...country.emergency, numbers: ["5 5 5"] } }
          : country,
      ),
    };
    expect(fillHelplines("{{emergency}}", changed)).toContain('<a href="tel:555">5 5 5</a>');
  });

  it("refuses a placeholder it does not know", () => {
    expect(() => fillHelplines("{{crisis-lines}}", registry)).toThrow(/crisis-lines/);
  });

  it("knows every placeholder the articles and page texts use", () => {
    const texts = ["blog", "pages"].flatMap((folder) =>
      readdirSync(path.join(CONTENT, folder))
        .filter((file) => file.endsWith(".md"))
        .map((file) => readFileSync(path.join(CONTENT, folder, file), "utf8")),
    );
    expect(texts.join("\n")).toMatch(/\{\{crisis-line\}\}/);
    expect(texts.flatMap(unknownPlaceholders)).toEqual([]);
  });
});
