import { href } from "react-router";
import { CATEGORY_ALIASES, categories } from "../../content/categories";
import type { Category, Subcategory } from "../../content/schema";
import { SITE_PAGES } from "../../content/site-pages";
import type { Locale } from "../../lib/locale";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup extends NavLink {
  links: NavLink[];
}

/** Every link the header and the footer show. */
export interface SiteNavigation {
  /** The header's top links: the pages with a `nav` label (app/content/site-pages.ts). */
  header: NavLink[];
  /** The header's groups: the categories with a `menu` (app/content/categories.ts). */
  groups: NavGroup[];
  /** The footer's Explore list: the pages with a `footer` label. */
  footer: NavLink[];
  /** The footer's Categories list: every category, then the aliases (/category/trauma). */
  footerCategories: NavLink[];
}

const categoryPath = (id: string, subcategoryId?: string) =>
  href("/category/:id/:subcategoryId?", { id, subcategoryId });

/** A subcategory links to its topic page where it has one (/parenting), else to its view. */
function subcategoryLink(category: Category, subcategory: Subcategory): NavLink {
  const topic = SITE_PAGES.find(
    (page) => page.group === "topic" && page.subcategory === subcategory.id,
  );
  return {
    label: subcategory.menuLabel ?? subcategory.name,
    href: topic?.path ?? categoryPath(category.id, subcategory.id),
  };
}

/**
 * The header's and footer's links for one language's pages, read from the registries
 * (docs/product.md, Header and navigation; docs/product.md, Footer). The root loader hands them
 * to the page (./navigation.ts reads them), so the browser gets these labels and paths, not the
 * registries with every description they hold, and a page gets its own language's words only
 * (docs/decisions/042-i18n-with-lingui.md). Another language's pages list its own pages with a
 * `nav` or `footer` label; the categories are in English only, so they have no groups.
 */
export function siteNavigation(locale: Locale = "en"): SiteNavigation {
  const labelled = (label: "nav" | "footer") =>
    SITE_PAGES.flatMap((page) => {
      const text = page[label];
      return text && (page.locale ?? "en") === locale ? [{ label: text, href: page.path }] : [];
    });
  if (locale !== "en") {
    return {
      header: labelled("nav"),
      groups: [],
      footer: labelled("footer"),
      footerCategories: [],
    };
  }
  return {
    header: labelled("nav"),
    groups: categories
      .flatMap((category) => (category.menu ? [{ category, menu: category.menu }] : []))
      .sort((a, b) => a.menu.position - b.menu.position)
      .map(({ category, menu }) => ({
        label: menu.label ?? category.name,
        href: categoryPath(category.id),
        links: category.subcategories.map((subcategory) => subcategoryLink(category, subcategory)),
      })),
    footer: labelled("footer"),
    footerCategories: [...categories, ...CATEGORY_ALIASES].map(({ id, name }) => ({
      label: name,
      href: categoryPath(id),
    })),
  };
}
