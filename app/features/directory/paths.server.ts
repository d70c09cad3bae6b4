import { getAllResources, getCategories } from "./catalogue.server";

/**
 * The directory's pages whose addresses come from the catalogue, for prerendering and the
 * sitemap. Topic and understanding pages are in the page registry (app/content/site-pages.ts).
 */
export function directoryPaths(): string[] {
  const categories = getCategories().flatMap((category) => [
    `/category/${category.id}`,
    ...category.subcategories.map((subcategory) => `/category/${category.id}/${subcategory.id}`),
  ]);
  return [
    // /category/trauma is not listed: it redirects to /trauma (docs/decisions/021-one-trauma-page.md).
    ...categories,
    ...getAllResources().map((resource) => `/resource/${resource.id}`),
  ];
}
