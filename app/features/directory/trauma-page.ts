import { href } from "react-router";
import { CATEGORY_ALIASES, categories } from "~/content/categories";
import { sitePage, type PagePath } from "~/content/site-pages";

const path = "/trauma" satisfies PagePath;
const page = sitePage(path);
const alias = CATEGORY_ALIASES.find((entry) => entry.page === path);
const lifestyle = categories.find((category) => category.id === "lifestyle");
if (!page.subcategory || !alias || !lifestyle) {
  throw new Error("The trauma page needs its subcategory, its alias and the lifestyle category");
}
const topicLink = (topic: "/depression" | "/anxiety") => ({
  label: sitePage(topic).title,
  href: href(topic),
});

/**
 * Trauma is one page in three places: /trauma is the page, /category/trauma (the footer's link)
 * redirects to it, and the trauma topic of Psychological Concerns shows the same heading,
 * picture, support block and quick exit with /trauma as its canonical address
 * (docs/decisions/021-one-trauma-page.md). Its names and addresses come from the registries
 * (app/content/site-pages.ts, app/content/categories.ts).
 */
export const TRAUMA_PAGE = {
  path: href(path),
  alias: alias.id,
  subcategory: page.subcategory,
  /** Where its Additional Support block leads on: Healthy Lifestyle, Depression, Anxiety. */
  supportLinks: [
    {
      label: lifestyle.name,
      href: href("/category/:id/:subcategoryId?", { id: lifestyle.id }),
    },
    topicLink("/depression"),
    topicLink("/anxiety"),
  ],
} as const;
