import { href } from "react-router";
import { categories } from "~/content/categories";
import type { Category, Subcategory } from "~/content/schema";
import { SITE_PAGES } from "~/content/site-pages";

/**
 * The header's navigation (docs/product.md, Header and navigation), read from the registries:
 * the top links are the pages with a `nav` label (app/content/site-pages.ts), the groups are the
 * categories with a `menu` (app/content/categories.ts), and a group's links are its
 * subcategories, each to its topic page where it has one (/parenting) and to its category view
 * otherwise (/category/relationships/boundaries).
 */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup extends NavLink {
  links: NavLink[];
}

export const NAV_LINKS: NavLink[] = SITE_PAGES.flatMap((page) =>
  page.nav ? [{ label: page.nav, href: page.path }] : [],
);

function subcategoryLink(category: Category, subcategory: Subcategory): NavLink {
  const topic = SITE_PAGES.find(
    (page) => page.group === "topic" && page.subcategory === subcategory.id,
  );
  return {
    label: subcategory.menuLabel ?? subcategory.name,
    href:
      topic?.path ??
      href("/category/:id/:subcategoryId?", { id: category.id, subcategoryId: subcategory.id }),
  };
}

export const NAV_GROUPS: NavGroup[] = categories
  .flatMap((category) => (category.menu ? [{ category, menu: category.menu }] : []))
  .sort((a, b) => a.menu.position - b.menu.position)
  .map(({ category, menu }) => ({
    label: menu.label ?? category.name,
    href: href("/category/:id/:subcategoryId?", { id: category.id }),
    links: category.subcategories.map((subcategory) => subcategoryLink(category, subcategory)),
  }));

function startsWithPath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The rule (docs/product.md, Header and navigation): Home is active when the path equals `/`; any other item when the path starts
 * with its path (segment by segment, so /blog does not claim /blogroll). A group is also active
 * on the pages of its own dropdown, which live outside its path (/depression, /parenting...).
 */
export function isActive(pathname: string, item: NavLink | NavGroup): boolean {
  if (item.href === "/") return pathname === "/";
  if (startsWithPath(pathname, item.href)) return true;
  return "links" in item && item.links.some((link) => startsWithPath(pathname, link.href));
}
