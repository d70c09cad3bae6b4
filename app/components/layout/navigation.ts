import type { NavGroup, NavLink, SiteNavigation } from "./site-navigation";

export type { NavGroup, NavLink } from "./site-navigation";

/** Defined at build time from ./site-navigation.ts (vite.config.ts, vitest.config.ts). */
declare const __SITE_NAVIGATION__: SiteNavigation;

// Named once: the build writes the constant's value wherever its name appears.
const navigation = __SITE_NAVIGATION__;

/** The header's top links (Home, Blog) and groups; the footer's two lists. */
export const NAV_LINKS: NavLink[] = navigation.header;
export const NAV_GROUPS: NavGroup[] = navigation.groups;
export const FOOTER_LINKS: NavLink[] = navigation.footer;
export const FOOTER_CATEGORY_LINKS: NavLink[] = navigation.footerCategories;
/** The Spanish pages' header links and footer list. */
export const ES_NAV_LINKS: NavLink[] = navigation.es.header;
export const ES_FOOTER_LINKS: NavLink[] = navigation.es.footer;

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
