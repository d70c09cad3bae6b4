import { useRouteLoaderData } from "react-router";
import type { NavGroup, NavLink, SiteNavigation } from "./site-navigation";

export type { NavGroup, NavLink, SiteNavigation } from "./site-navigation";

/**
 * The header's links and groups and the footer's two lists, in the page's language: the root
 * loader's `navigation` (./site-navigation.ts). None when the root loader did not run (an error
 * before it): the page then shows its frame without links.
 */
export function useSiteNavigation(): SiteNavigation {
  const root = useRouteLoaderData("root") as { navigation?: SiteNavigation } | undefined;
  return root?.navigation ?? NO_NAVIGATION;
}

const NO_NAVIGATION: SiteNavigation = { header: [], groups: [], footer: [], footerCategories: [] };

function startsWithPath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The rule (docs/product.md, Header and navigation): Home is active when the path equals `/`; any other item when the path starts
 * with its path (segment by segment, so /blog does not claim /blogroll). A group is also active
 * on the pages of its own dropdown, which live outside its path (/depression, /parenting...).
 */
export function isActive(pathname: string, item: NavLink | NavGroup): boolean {
  // Each language's home page is active on itself only (/ and /es).
  if (item.href === "/" || item.href === "/es") return pathname === item.href;
  if (startsWithPath(pathname, item.href)) return true;
  return "links" in item && item.links.some((link) => startsWithPath(pathname, link.href));
}
