import { describe, expect, it } from "vitest";
import { readHandout } from "./list.server";

const SITE = "https://steady.example";
const read = (query: string) => readHandout(new URL(`${SITE}/list?${query}`), SITE);

describe("readHandout (the /list page's loader)", () => {
  it("lists known resources in the order given, with cost, time, address and a QR code", async () => {
    const handout = await read("ids=headspace,4-7-8-breath&title=For%20Sam");
    if (!handout.ok) throw new Error("expected a handout");
    expect(handout.title).toBe("For Sam");
    expect(handout.items.map((item) => item.id)).toEqual(["headspace", "4-7-8-breath"]);
    const breath = handout.items[1]!;
    expect(breath).toMatchObject({
      cost: "Free",
      time: "Under a minute for four breaths",
      address: "https://www.drweil.com/videos-features/videos/breathing-exercises-4-7-8-breath/",
    });
    expect(breath.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it("skips unknown ids and pieces that are not ids, and says which", async () => {
    const handout = await read("ids=headspace,no-such-thing,%3Cimg%3E");
    if (!handout.ok) throw new Error("expected a handout");
    expect(handout.items.map((item) => item.id)).toEqual(["headspace"]);
    expect(handout.unknown).toEqual(["no-such-thing"]);
    expect(handout.notIds).toEqual(["<img>"]);
  });

  it("refuses 31 ids and accepts 30", async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => (i === 0 ? "headspace" : `x-${i}`)).join(",");
    expect(await read(`ids=${many(31)}`)).toEqual({ ok: false, count: 31, limit: 30 });
    expect((await read(`ids=${many(30)}`)).ok).toBe(true);
  });

  it("prints the chosen country's lines, and the default country's for none or an unknown one", async () => {
    const gb = await read("ids=headspace&country=GB");
    expect(gb.ok && [gb.country.name, gb.chosen]).toEqual(["United Kingdom", true]);
    for (const query of ["ids=headspace&country=zz", "ids=headspace"]) {
      const none = await read(query);
      expect(none.ok && [none.country.code, none.chosen]).toEqual(["us", false]);
    }
  });
});
