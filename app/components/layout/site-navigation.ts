import { href } from "react-router";
import { CATEGORY_ALIASES, categories } from "../../content/categories";
import type { Category, Subcategory } from "../../content/schema";
import { SITE_PAGES } from "../../content/site-pages";

// Read by vite.config.ts and vitest.config.ts, so it imports by relative path only.

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
  /** The Spanish pages' header links and footer list: Spanish pages with `nav` / `footer`. */
  es: { header: NavLink[]; footer: NavLink[] };
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
 * The header's and footer's links, read from the registries (docs/product.md, Header and
 * navigation; docs/product.md, Footer). Worked out once at build time: vite.config.ts hands the result
 * to ./navigation.ts as a constant, so the browser gets these labels and paths, not the
 * registries with every description they hold.
 */
export function siteNavigation(): SiteNavigation {
  const labelled = (label: "nav" | "footer", locale?: "es") =>
    SITE_PAGES.flatMap((page) => {
      const text = page[label];
      return text && page.locale === locale ? [{ label: text, href: page.path }] : [];
    });
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
    es: { header: labelled("nav", "es"), footer: labelled("footer", "es") },
  };
}
