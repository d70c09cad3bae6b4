import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BUILD_ORIGIN } from "~/lib/build-origin";
import { ILLUSTRATIONS } from "~/domain/illustrations";
import { CARD_ART, cardOf, drawCard } from "./share-cards";

const page = (title: string, image: string, body = "") =>
  `<html><head><meta property="og:title" content="${title}"/>` +
  `<meta property="og:image" content="${BUILD_ORIGIN}${image}"/></head><body>${body}</body></html>`;

describe("CARD_ART", () => {
  it("borrows only illustrations that exist, for pages and articles that say which", () => {
    expect(CARD_ART.get("/about")).toBe("type-book");
    expect(CARD_ART.get("/blog/depression-in-men")).toBe("depression");
    for (const [page, art] of CARD_ART) expect(Object.keys(ILLUSTRATIONS), page).toContain(art);
  });
});

describe("cardOf", () => {
  it("takes the card's path from og:image and its title from og:title, less the site name", () => {
    expect(
      cardOf(
        "/category/lifestyle/sleep",
        page(
          "Sleep | Healthy Lifestyle | Steady Ground",
          "/social/category--lifestyle--sleep.png",
          '<img src="/images/illustrations/sleep-840.webp"/>',
        ),
      ),
    ).toEqual({
      image: "/social/category--lifestyle--sleep.png",
      title: "Sleep · Healthy Lifestyle",
      art: "sleep",
    });
  });

  it("decodes entities, and borrows art for pages that show none", () => {
    const card = cardOf(
      "/blog/depression-in-men",
      page("Depression in Men: Symptoms, Treatment &amp; Help | Steady Ground", "/social/x.png"),
    );
    expect(card?.title).toBe("Depression in Men: Symptoms, Treatment & Help");
    expect(card?.art).toBe("depression");
  });

  it("gives a page without art of its own its parent's", () => {
    expect(
      cardOf("/blog/a-post-without-art", page("A post | Steady Ground", "/social/x.png"))?.art,
    ).toBe("type-book");
  });

  it("draws nothing for pages that use the site's card", () => {
    expect(cardOf("/color-demo", page("Colors | Steady Ground", "/social/site.png"))).toBe(
      undefined,
    );
  });
});

describe("drawCard", () => {
  it("draws a 1200x630 PNG", async () => {
    const art = await sharp(await readFile("app/content/illustrations/sleep.svg"))
      .resize(500, 281)
      .png()
      .toBuffer();
    const mark = `data:image/svg+xml;base64,${(await readFile("public/favicon.svg")).toString("base64")}`;
    const png = await drawCard({ title: "Sleep · Healthy Lifestyle", art, mark });
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  }, 30_000);
});
