import { checkArticleJsonLd } from "~/features/blog/json-ld-check";
import { expect, expectAccessible, test, waitForHydration } from "./fixtures";
import { SITE_URL } from "./site-url";

const ARTICLES = [
  {
    path: "/blog/how-to-choose-a-therapist",
    title: "How to Choose a Therapist: A Practical Guide",
    date: "2025-10-10",
    shownDate: "October 10, 2025",
    readTime: "8 min read",
    badge: "Therapy",
    section: "Red Flags to Watch For",
    related: ["/blog/depression-in-men", "/depression"],
  },
  {
    path: "/blog/depression-in-men",
    title: "Depression in Men: Recognizing the Signs and Finding Help",
    date: "2025-09-09",
    shownDate: "September 9, 2025",
    readTime: "6 min read",
    badge: "Mental Health",
    section: "When to Seek Help Right Away",
    related: ["/blog/how-to-choose-a-therapist", "/depression"],
  },
] as const;

test.describe("blog index", () => {
  test("lists the articles newest first with date, read time, badge, excerpt and link", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle("Blog | Steady Ground");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(2);
    for (const [index, article] of ARTICLES.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(card.locator("time")).toHaveAttribute("datetime", article.date);
      await expect(card.locator("time")).toHaveText(article.shownDate);
      await expect(card).toContainText(article.readTime);
      await expect(card.getByText(article.badge, { exact: true })).toBeVisible();
      await expect(card.locator("p")).not.toBeEmpty();
      await expect(
        card.getByRole("link", { name: `Read Full Article: ${article.title}` }),
      ).toHaveAttribute("href", article.path);
    }
  });

  test("offers the newsletter box below the articles and the feed in the head", async ({
    page,
  }) => {
    await page.goto("/blog");
    const newsletter = page.getByRole("region", { name: "Get new articles by email" });
    await expect(newsletter.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute("href", "/blog/rss.xml");
    await expect(feed).toHaveAttribute("title", "Steady Ground blog");
  });

  test("Read Full Article opens the article in the app", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: /Read Full Article: Depression in Men/ }).click();
    await expect(page).toHaveURL(/\/blog\/depression-in-men$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLES[1].title);
    await expect(page.locator("time").first()).toHaveText("September 9, 2025");
  });
});

for (const article of ARTICLES) {
  test.describe(article.path, () => {
    test("shows back link, date, read time, badge, one h1, note and related links", async ({
      page,
    }) => {
      await page.goto(article.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Back to Blog" })).toHaveAttribute(
        "href",
        "/blog",
      );
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(page.locator("h1")).toHaveCount(1);
      const time = main.locator("header time").first();
      await expect(time).toHaveAttribute("datetime", article.date);
      await expect(time).toHaveText(article.shownDate);
      await expect(main.locator("header")).toContainText(article.readTime);
      await expect(main.locator("header").getByText(article.badge, { exact: true })).toBeVisible();
      await expect(main).toContainText("Educational, not medical advice");
      const related = main.getByRole("region", { name: "Related Articles" });
      const hrefs = await related
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(article.related);
      const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(feed).toHaveAttribute("href", "/blog/rss.xml");
    });

    test("table of contents links jump to their headings", async ({ page }) => {
      await page.goto(article.path);
      await waitForHydration(page);
      const toc = page.getByRole("navigation", { name: "In this article" });
      const links = toc.getByRole("link");
      expect(await links.count()).toBeGreaterThan(4);
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
        await expect(page.locator(`h2${href}`)).toHaveCount(1);
      }
      await toc.getByRole("link", { name: article.section }).click();
      const heading = page.getByRole("heading", { level: 2, name: article.section });
      await expect(heading).toBeInViewport();
      expect(new URL(page.url()).hash).toBe(`#${await heading.getAttribute("id")}`);
    });

    test("lists at least three primary sources, and a figure's marker jumps to its entry", async ({
      page,
    }) => {
      await page.goto(article.path);
      await waitForHydration(page);
      const sources = page.getByRole("region", { name: "Sources" });
      expect(await sources.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      const hrefs = await sources
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
      await page.getByRole("main").locator('a[href="#source-1"]').first().click();
      await expect(page.locator("#source-1")).toBeInViewport();
      expect(new URL(page.url()).hash).toBe("#source-1");
    });

    test("carries BlogPosting JSON-LD with docs/product.md's fields, valid as search engines read it", async ({
      page,
    }) => {
      await page.goto(article.path);
      const text = await page.locator('script[type="application/ld+json"]').textContent();
      const { posting, page: webPage } = checkArticleJsonLd(JSON.parse(text ?? ""));
      expect(webPage["@type"]).toBe(
        article.path.includes("depression") ? "MedicalWebPage" : "WebPage",
      );
      expect(posting.headline).toBe(article.title);
      expect(posting.datePublished).toBe(article.date);
      expect(posting.mainEntityOfPage).toEqual({
        "@type": "WebPage",
        "@id": SITE_URL + article.path,
      });
      expect(posting.isPartOf).toMatchObject({ "@type": "Blog", url: `${SITE_URL}/blog` });
      expect(posting.author).toMatchObject({ "@type": "Organization", name: "Steady Ground" });
    });
  });
}

test("a revised article says when it was updated, on the page and in its metadata", async ({
  page,
}) => {
  await page.goto("/blog/how-to-choose-a-therapist");
  const header = page.getByRole("main").locator("header");
  await expect(header).toContainText("Updated November 26, 2026");
  await expect(header.locator('time[datetime="2026-11-26"]')).toHaveCount(1);
  await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute(
    "content",
    "2026-11-26",
  );
});

test("the depression article's title and social type", async ({ page }) => {
  await page.goto("/blog/depression-in-men");
  await expect(page).toHaveTitle("Depression in Men: Symptoms, Treatment & Help | Steady Ground");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("a related article link leads to the other article", async ({ page }) => {
  await page.goto("/blog/how-to-choose-a-therapist");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Related Articles" })
    .getByRole("link", { name: /Depression in Men/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/depression-in-men$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLES[1].title);
});

test("the feed is RSS 2.0 with both articles and absolute links", async ({ page, request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (node: ParentNode, selector: string) =>
      node.querySelector(selector)?.textContent ?? null;
    return {
      failed: doc.getElementsByTagName("parsererror").length > 0,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      channelLink: text(doc, "channel > link"),
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        pubDate: text(item, "pubDate"),
      })),
    };
  }, xml);
  expect(feed.failed).toBe(false);
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.channelLink).toBe(`${SITE_URL}/blog`);
  expect(feed.items).toEqual(
    ARTICLES.map((article) => ({
      title: article.title,
      link: SITE_URL + article.path,
      pubDate: expect.stringContaining(
        article.date === "2025-10-10" ? "10 Oct 2025" : "09 Sep 2025",
      ),
    })),
  );
});

test("an unknown article answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/blog/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  // pages.spec.ts runs axe on these at desktop width; the narrow layout differs (TOC on top).
  for (const path of ["/blog", ...ARTICLES.map((article) => article.path)]) {
    test(`${path} passes axe and never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
