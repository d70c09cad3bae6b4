import { expect, test } from "./fixtures";
import { reviewClaimsOf, sitemapPaths } from "./review-claims";

/**
 * A fresh start: no curator has confirmed a review, so no page may claim one (docs/product.md "Claims a reader can check"). This file runs as its own project before every other (playwright.config.ts),
 * while the database holds no review, since other tests record some.
 */
// In two halves, one per worker: this project runs alone, before every other test.
for (const half of [0, 1]) {
  test(`a fresh start claims no review anywhere: every page of the sitemap, articles included (half ${half + 1} of 2)`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = await sitemapPaths(request);
    expect(paths).toContain("/about");
    expect(paths.filter((path) => path.startsWith("/blog/")).length).toBeGreaterThanOrEqual(2);
    expect(paths.filter((path) => path.startsWith("/resource/")).length).toBeGreaterThan(50);

    const problems: string[] = [];
    for (const path of paths.filter((_, index) => index % 2 === half)) {
      const page = await reviewClaimsOf(request, path);
      problems.push(...page.stray);
      for (const claim of page.claims) problems.push(`${path}: claims a review by "${claim.by}"`);
      if (/^\/(resource|blog)\/[^/]+$/.test(path) && !page.saysNotYetReviewed) {
        problems.push(`${path}: does not say it is not yet reviewed`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test("/about names no one, and says who chooses the resources without a name", async ({ page }) => {
  await page.goto("/about");
  const section = page.getByRole("region", { name: "Who reviews the resources" });
  await expect(section).toContainText("our curating psychologist");
  await expect(section.getByRole("heading", { level: 3 })).toHaveCount(0);
  await expect(section.getByRole("img")).toHaveCount(0);
});
