import { expect, test } from "./fixtures";

test.describe("home", () => {
  test("hero, categories, six featured resources and the exercises", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Explore Resources" })).toHaveAttribute(
      "href",
      "/category/psychological-concerns",
    );
    const categories = page.getByRole("region", { name: "Explore by Category" });
    for (const id of ["psychological-concerns", "lifestyle", "relationships"]) {
      await expect(categories.locator(`a[href="/category/${id}"]`)).toHaveCount(1);
    }
    const featured = page.getByRole("region", { name: "Featured Resources" });
    await expect(featured.getByRole("article")).toHaveCount(6);
    await expect(featured.getByRole("link", { name: "View All Resources" })).toBeVisible();
    const exercises = page.getByRole("region", { name: "Exercises for Healing" });
    for (const step of ["Recognize", "Accept", "Investigate", "Nurture"]) {
      await expect(exercises.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(exercises).toContainText("4 counts");
    await expect(exercises).toContainText("7 counts");
    await expect(exercises).toContainText("8 counts");
    await expect(exercises).toContainText("take four in all");
    await expect(
      exercises.getByRole("link", { name: /demonstration of the 4-7-8 breath/ }),
    ).toHaveAttribute("target", "_blank");
  });

  test("structured data names the site and its search action", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text));
    const site = data.find((item) => item["@type"] === "WebSite");
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term\}$/);
    expect(data.some((item) => item["@type"] === "EducationalOrganization")).toBe(true);
  });
});

test.describe("category screen", () => {
  test("browse by topic follows the URL, with a count and the causes box", async ({ page }) => {
    await page.goto("/category/psychological-concerns");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Psychological Concerns");
    const topics = page.getByRole("navigation", { name: "Browse by Topic" });
    await expect(topics.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Healing Exercise: RAIN" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Understanding the Causes" })).toHaveCount(0);

    await topics.getByRole("link", { name: "Anxiety" }).click();
    await expect(page).toHaveURL(/\/category\/psychological-concerns\/anxiety$/);
    await expect(topics.getByRole("link", { name: "Anxiety" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // A subcategory's page is named after it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anxiety");
    await expect(page.getByText(/^\d+ resources? found$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Understanding the causes/ })).toHaveAttribute(
      "href",
      "/understanding-anxiety-depression",
    );
    await expect(page.getByRole("heading", { name: "Healing Exercise: RAIN" })).toHaveCount(0);

    await page.goBack();
    await expect(topics.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  });

  test("the count matches the cards, and the type filter lives in the URL", async ({ page }) => {
    await page.goto("/category/lifestyle");
    const cards = page.getByRole("main").getByRole("article");
    const total = await cards.count();
    await expect(page.getByText(`${total} resources found`)).toBeVisible();
    const appsLink = page
      .getByRole("navigation", { name: "Filter by type" })
      .getByRole("link", { name: "Apps" });
    await appsLink.click();
    await expect(page).toHaveURL(/\/category\/lifestyle\?type=app$/);
    // The URL can change a moment before the list does; the chosen chip marks the new list.
    await expect(appsLink).toHaveAttribute("aria-current", "true");
    const apps = await cards.count();
    expect(apps).toBeGreaterThan(0);
    expect(apps).toBeLessThan(total);
    for (const badge of await page.getByRole("main").locator("article [data-type]").all()) {
      await expect(badge).toHaveAttribute("data-type", "app");
    }
    await expect(
      page.getByText(apps === 1 ? "1 resource found" : `${apps} resources found`),
    ).toBeVisible();
  });

  test("a filter with nothing in it shows the empty state with a way to submit", async ({
    page,
  }) => {
    await page.goto("/category/relationships/boundaries?type=video");
    await expect(page.getByRole("heading", { name: "No Resources Found" })).toBeVisible();
    await expect(page.getByText("No resources match these filters.")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Submit a Resource" }),
    ).toHaveAttribute("href", "/submit");
    await expect(page.getByText("0 resources found")).toBeVisible();
  });

  test("the footer's trauma category is the trauma page, by a permanent redirect", async ({
    page,
    request,
  }) => {
    const response = await request.get("/category/trauma", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/trauma");
    await page.goto("/category/trauma");
    await expect(page).toHaveURL(/\/trauma$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Psychological Trauma / PTSD");
  });

  test("the trauma topic of Psychological Concerns shares the trauma page's parts", async ({
    page,
  }) => {
    await page.goto("/category/psychological-concerns/trauma");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Psychological Trauma / PTSD");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/trauma$/);
    await expect(page.getByRole("link", { name: /Exit this page/ })).toBeVisible();
    const support = page.getByRole("region", { name: "Additional Support" });
    await expect(support).toContainText("EMDR");
    await expect(support).toContainText("Somatic Experiencing");
    for (const href of ["/category/lifestyle", "/depression", "/anxiety"]) {
      await expect(support.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test("a topic's page is headed by the topic, under its category's name", async ({ page }) => {
    await page.goto("/category/lifestyle/sleep");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sleep");
    await expect(page.getByRole("main")).toContainText("Healthy Lifestyle");
    await page.goto("/category/lifestyle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Healthy Lifestyle");
  });

  for (const [path, heading, status] of [
    ["/category/nope", "Category Not Found", 404],
    ["/category/lifestyle/nope", "Category Not Found", 404],
    ["/category/a/b/c", "404 Page Not Found", 404],
    ["/category/lifestyle/sleep/extra", "404 Page Not Found", 404],
    ["/resource/nope", "Resource Not Found", 404],
    ["/resource/a/b", "Resource not found", 404],
  ] as const) {
    test(`${path} answers ${status} with '${heading}'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    });
  }
});

test.describe("resource detail", () => {
  test("title, author, Visit Resource in a new tab, badges and description paragraphs", async ({
    page,
  }) => {
    await page.goto("/resource/the-deepest-well");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/The Deepest Well/);
    // The first byline is the page's own; related resources below may share the author.
    await expect(page.getByText("by Nadine Burke Harris").first()).toBeVisible();
    const visit = page.getByRole("link", { name: /Visit Resource/ });
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
    // Display names, never raw ids; The Deepest Well is on the curator's own list.
    await expect(
      page.getByRole("main").getByText("Childhood Adversity and Adult Stress", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Chosen by our curating psychologist.")).toBeVisible();
    const description = page.getByRole("region", { name: "Description" });
    expect(await description.locator("p").count()).toBeGreaterThanOrEqual(2);
    const inline = description.locator('a[href^="https://"]');
    await expect(inline.first()).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("an entry the editors added says so, and that no curator has reviewed it yet", async ({
    page,
  }) => {
    for (const id of ["box-breathing", "the-trevor-project"]) {
      await page.goto(`/resource/${id}`);
      await expect(
        page.getByText("Added by our editors; not yet reviewed by our curating psychologist."),
      ).toBeVisible();
      await expect(page.getByText(/Chosen by our curating psychologist/)).toHaveCount(0);
    }
    await page.goto("/about");
    await expect(page.getByRole("main")).not.toContainText("Every resource in this collection");
    await expect(page.getByRole("main")).toContainText("the rest were added by our editors");
  });

  test("the RAIN exercises show the four steps and a video link", async ({ page }) => {
    for (const id of ["rain-exercise", "rain-exercise-anxiety"]) {
      await page.goto(`/resource/${id}`);
      const rain = page.getByRole("region", { name: /RAIN exercise, step by step/ });
      for (const step of ["Recognize", "Accept", "Investigate", "Nurture"]) {
        await expect(rain.getByRole("heading", { name: step, exact: true })).toBeVisible();
      }
      await expect(rain.getByRole("link", { name: /Tara Brach guide RAIN/ })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
  });

  test("a card links to its resource", async ({ page }) => {
    await page.goto("/depression");
    const first = page.getByRole("main").getByRole("article").first();
    const title = await first.getByRole("heading").textContent();
    await first.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!.trim());
  });
});

test.describe("topic pages", () => {
  test("/anxiety lists its nine resources in order, then the rest of anxiety, with breadcrumb and understanding link", async ({
    page,
  }) => {
    await page.goto("/anxiety");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Psychological Concerns" })).toHaveAttribute(
      "href",
      "/category/psychological-concerns",
    );
    await expect(page.getByRole("link", { name: "Understanding Anxiety" })).toHaveAttribute(
      "href",
      "/understanding-anxiety",
    );
    const hrefs = (nodes: Element[]) => nodes.map((node) => node.getAttribute("href"));
    const links = await page
      .getByRole("main")
      .getByRole("article")
      .getByRole("link")
      .evaluateAll(hrefs);
    const rest = await page
      .getByRole("region", { name: "More for anxiety" })
      .getByRole("article")
      .getByRole("link")
      .evaluateAll(hrefs);
    expect(links.slice(0, 9)).toEqual([
      "/resource/radical-compassion-anxiety",
      "/resource/unwinding-anxiety",
      "/resource/unwinding-anxiety-video-1",
      "/resource/unwinding-anxiety-video-2",
      "/resource/mindful-way-depression-anxiety",
      "/resource/lost-connections-anxiety",
      "/resource/unwinding-anxiety-app",
      "/resource/rain-exercise-anxiety",
      "/resource/4-7-8-breath-anxiety",
    ]);
    // Nothing filed under anxiety is hidden: the entries not in the nine follow, under their own heading.
    expect(links.slice(9)).toEqual(rest);
    expect([...rest].sort()).toEqual([
      "/resource/beyond-blue",
      "/resource/box-breathing",
      "/resource/kids-help-phone",
    ]);
    await expect(page.getByText("9 resources found")).toBeVisible();
    await expect(page.getByText("Educational resources - not medical advice")).toBeVisible();
  });

  test("/depression has its breadcrumb, link and note", async ({ page }) => {
    await page.goto("/depression");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Depression");
    await expect(page.getByRole("link", { name: "Understanding Depression" })).toHaveAttribute(
      "href",
      "/understanding-depression",
    );
    await expect(page.getByText(/^\d+ resources found$/)).toBeVisible();
  });

  test("/trauma has its note and Additional Support links", async ({ page }) => {
    await page.goto("/trauma");
    // Its list holds books, an app and websites, so the note no longer says "book recommendations".
    await expect(page.getByText("Educational resources - not medical advice")).toBeVisible();
    const support = page.getByRole("region", { name: "Additional Support" });
    for (const therapy of ["Cognitive Processing Therapy", "Prolonged Exposure", "EMDR"]) {
      await expect(support).toContainText(therapy);
    }
    await expect(support).toContainText("Somatic Experiencing");
    for (const [name, href] of [
      ["Healthy Lifestyle", "/category/lifestyle"],
      ["Depression", "/depression"],
      ["Anxiety", "/anxiety"],
    ]) {
      await expect(support.getByRole("link", { name: name!, exact: true })).toHaveAttribute(
        "href",
        href!,
      );
    }
  });

  test("/childhood-adversity explains the ACEs study and links onward", async ({ page }) => {
    await page.goto("/childhood-adversity");
    const aces = page.getByRole("region", { name: /ACEs study/ });
    await expect(aces).toContainText("Adverse Childhood Experiences");
    await expect(aces.locator('a[href^="https://www.cdc.gov/"]')).toHaveAttribute(
      "target",
      "_blank",
    );
    for (const href of ["/trauma", "/category/lifestyle", "/depression", "/anxiety"]) {
      await expect(aces.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("/eating-difficulties gathers the eating-disorder services under Psychological Concerns", async ({
    page,
  }) => {
    await page.goto("/eating-difficulties");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eating Difficulties");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Psychological Concerns" })).toHaveAttribute(
      "href",
      "/category/psychological-concerns",
    );
    const links = await page
      .getByRole("main")
      .getByRole("article")
      .getByRole("link")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(links).toEqual(
      expect.arrayContaining([
        "/resource/anad",
        "/resource/beat-eating-disorders",
        "/resource/feast-eating-disorders",
      ]),
    );
    await expect(page.getByText(`${links.length} resources found`)).toBeVisible();
    // They no longer sit beside the recipe and food-and-mood books under Nutrition.
    await page.goto("/category/lifestyle/nutrition");
    await expect(page.getByRole("main").locator('a[href="/resource/anad"]')).toHaveCount(0);
    await page.goto("/category/psychological-concerns/eating-difficulties");
    await expect(page.getByRole("main").locator('a[href="/resource/anad"]')).toHaveCount(1);
  });

  test("/parenting and /difficult-people sit under Healthy Relationships", async ({ page }) => {
    await page.goto("/parenting");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Healthy Relationships" })).toHaveAttribute(
      "href",
      "/category/relationships",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parenting Resources");
    await page.goto("/difficult-people");
    await expect(
      page.getByRole("region", { name: "Key Areas Covered" }).getByRole("listitem"),
    ).toHaveCount(6);
  });

  test("/marriage-couples shows its count and resources", async ({ page }) => {
    await page.goto("/marriage-couples");
    const count = await page.getByRole("main").getByRole("article").count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText(`${count} resources found`)).toBeVisible();
  });
});

test.describe("understanding pages", () => {
  const cases: Array<[string, string[]]> = [
    [
      "/understanding-anxiety-depression",
      [
        "/category/psychological-concerns",
        "/category/lifestyle",
        "/category/relationships",
        "/childhood-adversity",
        "/depression",
        "/anxiety",
        "/trauma",
      ],
    ],
    ["/understanding-depression", ["/depression", "/understanding-anxiety", "/anxiety"]],
    ["/understanding-anxiety", ["/anxiety", "/understanding-depression", "/depression"]],
  ];
  for (const [path, hrefs] of cases) {
    test(`${path} links where the footer should`, async ({ page }) => {
      await page.goto(path);
      for (const href of hrefs) {
        await expect(page.getByRole("main").locator(`a[href="${href}"]`).first()).toBeVisible();
      }
    });
  }

  test("internal links in the text navigate within the app", async ({ page }) => {
    await page.goto("/understanding-depression");
    await page.getByRole("main").locator('.prose a[href="/anxiety"]').first().click();
    await expect(page).toHaveURL(/\/anxiety$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anxiety");
  });
});

test("the category screen works without JavaScript, filters included", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/category/psychological-concerns");
  await page
    .getByRole("navigation", { name: "Browse by Topic" })
    .getByRole("link", { name: "Depression" })
    .click();
  await expect(page).toHaveURL(/\/depression$/);
  await page
    .getByRole("navigation", { name: "Filter by type" })
    .getByRole("link", { name: "Books" })
    .click();
  await expect(page).toHaveURL(/\?type=book$/);
  for (const badge of await page.getByRole("main").locator("article [data-type]").all()) {
    await expect(badge).toHaveAttribute("data-type", "book");
  }
  await context.close();
});
