/**
 * Trauma is one page in three places: /trauma is the page, /category/trauma (the footer's link)
 * redirects to it, and the trauma topic of Psychological Concerns shows the same heading,
 * picture, support block and quick exit with /trauma as its canonical address
 * (docs/decisions/021-one-trauma-page.md).
 */
export const TRAUMA_PAGE = {
  path: "/trauma",
  alias: "trauma",
  subcategory: "trauma",
  supportLinks: [
    { label: "Healthy Lifestyle", href: "/category/lifestyle" },
    { label: "Depression", href: "/depression" },
    { label: "Anxiety", href: "/anxiety" },
  ],
} as const;
