import { getAllResources, getCategories } from "./catalogue.server";
import { TOPICS } from "./topics";

const UNDERSTANDING = [
  "/understanding-anxiety-depression",
  "/understanding-depression",
  "/understanding-anxiety",
];

/** Every page of the directory, for prerendering and the sitemap. */
export function directoryPaths(): string[] {
  const categories = getCategories().flatMap((category) => [
    `/category/${category.id}`,
    ...category.subcategories.map((subcategory) => `/category/${category.id}/${subcategory.id}`),
  ]);
  return [
    // /category/trauma is not listed: it redirects to /trauma (docs/decisions/021-one-trauma-page.md).
    ...categories,
    ...Object.values(TOPICS).map((topic) => topic.path),
    ...UNDERSTANDING,
    ...getAllResources().map((resource) => `/resource/${resource.id}`),
  ];
}
