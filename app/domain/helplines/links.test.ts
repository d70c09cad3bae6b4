import { describe, expect, it } from "vitest";
import { HELPLINE_SEED } from "~/content/helpline-seed";
import { callHref, textHref } from "./dial";
import {
  checkCaveat,
  crisisLineOf,
  findCountry,
  methodHref,
  methodLabel,
  methodLabelWithNote,
} from "./links";
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
      places: [
        { where: "the United States", name: us.name },
        { where: "Canada", name: "9-8-8: Suicide Crisis Helpline" },
      ],
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

describe("a method in one line, with its note", () => {
  it("keeps what to do once connected, TTY and the language", () => {
    const vcl = seedService("veterans-crisis-line").methods[0]!;
    expect(methodLabelWithNote(vcl)).toBe(`Call ${vcl.value} (then press 1)`);
    const tty = seedService("samhsa-national-helpline").methods[1]!;
    expect(methodLabelWithNote(tty)).toBe(`Call ${tty.value} (TTY)`);
    const finnish = seedService("mieli-crisis-helpline").methods[0]!;
    expect(methodLabelWithNote(finnish)).toBe(`Call ${finnish.value} (in Finnish)`);
    const sns = seedService("sns24-psychological-counselling").methods[0]!;
    expect(methodLabelWithNote(sns)).toBe(`Call ${sns.value} (then choose option 4)`);
  });

  it("is the plain label when there is no note", () => {
    expect(methodLabelWithNote({ kind: "text", value: "741741" })).toBe("Text 741741");
  });
});

describe("what a page adds after 'Checked DATE against HOST'", () => {
  const shown = { checkShowsNumber: true, checkPageYear: null, checkPageYearApprox: false };
  it("adds nothing for a current page that prints the number", () => {
    expect(checkCaveat(shown)).toBe("");
  });
  it("names an old page's year, approximate when the page is", () => {
    expect(checkCaveat({ ...shown, checkPageYear: 2019 })).toBe(", a page from 2019");
    expect(checkCaveat({ ...shown, checkPageYear: 2020, checkPageYearApprox: true })).toBe(
      ", a page from about 2020",
    );
  });
  it("says when the page does not print the number", () => {
    expect(checkCaveat({ ...shown, checkShowsNumber: false })).toMatch(
      /does not print the number: we could not confirm it/,
    );
  });
});
