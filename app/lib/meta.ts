import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./site";

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
  const url = `${siteUrlOf(args.matches)}${args.location.pathname}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
