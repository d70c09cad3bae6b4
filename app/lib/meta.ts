import type { MetaDescriptor } from "react-router";
import { localeOf } from "./locale";
import { SITE_NAME, SITE_TAGLINE } from "./site";

interface PageMetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export interface PageMetaInput {
  /** The page's own title; the site name is appended. Give `fullTitle` to set it whole. */
  title: string;
  description: string;
  fullTitle?: string;
  /** Pages that should stay out of search engines (search results, the console). */
  noindex?: boolean;
  type?: "website" | "article";
  /** The page search engines should index instead of this one (a path such as `/trauma`). */
  canonicalPath?: string;
  /** The share image's path; by default the page's own card (or the site's, for noindex pages). */
  image?: string;
  /** The page's language, when it is not English (the share card's words). */
  locale?: "es";
  /** The same page in the other language: both are named as alternates (hreflang). */
  twin?: string;
}

/** Share cards are drawn at this size at build time (tools/share-cards.ts). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site's own card, for pages rendered per request and pages kept out of search engines. */
export const DEFAULT_SHARE_IMAGE = "/social/site.png";

/** Where the build writes a page's share card: `/category/lifestyle` → `/social/category--lifestyle.png`. */
export function shareImagePath(pathname: string): string {
  const slug = pathname.replace(/^\/+|\/+$/g, "").replaceAll("/", "--");
  return slug ? `/social/${slug}.png` : "/social/home.png";
}

function siteUrlOf(matches: PageMetaArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** A not-found screen's meta: its title with the site name, and kept out of search engines. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

/** The one way a page builds its title, description, social tags and canonical link. */
export function pageMeta(args: PageMetaArgs, input: PageMetaInput): MetaDescriptor[] {
  const title = input.fullTitle ?? `${input.title} | ${SITE_NAME}`;
  const origin = siteUrlOf(args.matches);
  const url = `${origin}${input.canonicalPath ?? args.location.pathname}`;
  const image =
    input.image ?? (input.noindex ? DEFAULT_SHARE_IMAGE : shareImagePath(args.location.pathname));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:url", content: url },
    { property: "og:image", content: `${origin}${image}` },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: shareImageAlt(input, image) },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  else if (input.twin) tags.push(...alternates(args.location.pathname, input.twin, origin));
  return tags;
}

/**
 * A page with a twin in the other language names both, and English as the default, so search
 * engines show each reader the one in their language (docs/decisions/042-i18n-with-lingui.md).
 */
function alternates(pathname: string, twin: string, origin: string): MetaDescriptor[] {
  const english = localeOf(pathname) === "en" ? pathname : twin;
  const spanish = english === pathname ? twin : pathname;
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: `${origin}${english}` },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: `${origin}${spanish}` },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${english}` },
  ];
}

/** What the card shows: the page's title and the site's name, beside the page's illustration. */
function shareImageAlt(input: PageMetaInput, image: string): string {
  if (image === DEFAULT_SHARE_IMAGE) return `${SITE_NAME}: ${SITE_TAGLINE}`;
  return `“${input.title}”, ${input.locale === "es" ? "de" : "from"} ${SITE_NAME}`;
}
