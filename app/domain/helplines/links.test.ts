import { describe, expect, it } from "vitest";
import { HELPLINE_SEED } from "~/content/helpline-seed";
import { callHref, textHref } from "./dial";
import { crisisLineOf, findCountry, methodHref, methodLabel } from "./links";
import { buildRegistry, seedRows } from "./registry.server";

const registry = buildRegistry(seedRows());
const seedService = (id: string) =>
  HELPLINE_SEED.flatMap((country) => country.services).find((service) => service.id === id)!;

describe("how a line is reached", () => {
  it("dials digits only", () => {
    const samaritans = seedService("samaritans-ireland").methods[0]!;
    expect(methodHref(samaritans)).toBe(`tel:${samaritans.value.replace(/\D/g, "")}`);
    expect(callHref("1-800-799-7233")).toBe("tel:18007997233");
    expect(callHref("13 11 14")).toBe("tel:131114");
  });

  it("texts with the keyword as the message body, and opens chats at their https address", () => {
    expect(textHref("741741")).toBe("sms:741741");
    expect(methodHref({ kind: "text", value: "686 868", keyword: "CONNECT" })).toBe(
      "sms:686868?&body=CONNECT",
    );
    expect(methodHref({ kind: "chat", value: "https://example.org/chat" })).toBe(
      "https://example.org/chat",
    );
  });

  it("labels each way as a person would say it", () => {
    expect(methodLabel({ kind: "call", value: "0800 1111" })).toBe("Call 0800 1111");
    expect(methodLabel({ kind: "text", value: "85258", keyword: "SHOUT" })).toBe(
      "Text SHOUT to 85258",
    );
    expect(methodLabel({ kind: "chat", value: "https://www.example.org/chat" })).toBe(
      "Chat at example.org",
    );
  });
});

describe("the crisis line every page names", () => {
  it("is the default country's main line, with every country whose main line shares its number", () => {
    const us = HELPLINE_SEED.find((country) => country.code === "us")!.services[0]!;
    const call = us.methods.find((method) => method.kind === "call")!;
    const line = crisisLineOf(registry)!;
    expect(line).toEqual({
      name: us.name,
      number: call.value,
      texts: true,
      where: "the United States and Canada",
    });
  });

  it("follows the registry: a change to Canada's main line takes Canada out", () => {
    const canada = findCountry(registry, "ca")!;
    const changed = {
      ...registry,
      countries: registry.countries.map((country) =>
        country === canada
          ? {
              ...canada,
              services: canada.services.map((service, i) =>
                i === 0
                  ? { ...service, methods: [{ kind: "call" as const, value: "1 234 567" }] }
                  : service,
              ),
            }
          : country,
      ),
    };
    expect(crisisLineOf(changed)?.where).toBe("the United States");
  });

  it("is none when the default country has no line", () => {
    const without = {
      countries: registry.countries.map((country) =>
        country.code === "us" ? { ...country, services: [] } : country,
      ),
    };
    expect(crisisLineOf(without)).toBeNull();
  });
});
