import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Prose } from "~/components/ui/prose";
import { pageContent, type PageName } from "~/features/pages/page-content.server";
import { pageHead, sitePage, type PagePath } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/text-page";

/** What a plain text page shows besides its title and description (in the page registry). */
interface TextPage {
  content: PageName;
  eyebrow?: string;
  lead: string;
}

// One module serves the site's plain text pages; the path picks the text (app/content/pages/).
const PAGES = {
  "/privacy": {
    content: "privacy",
    lead: "What this site keeps about you, why, for how long, and how to have it deleted.",
  },
  "/browsing-safely": {
    content: "browsing-safely",
    lead: "If someone else might check your phone or computer, these steps can help keep your visit private.",
  },
  "/editorial-policy": {
    content: "editorial-policy",
    eyebrow: "How we work",
    lead: "How we choose resources, check what we say about them, and put things right.",
  },
  "/accessibility": {
    content: "accessibility",
    eyebrow: "Accessibility statement",
    lead: "What we aim for, how we check it, where we still fall short, and how to tell us.",
  },
} satisfies Partial<Record<PagePath, TextPage>>;

const isTextPage = (path: string): path is keyof typeof PAGES => Object.hasOwn(PAGES, path);

export function loader({ request }: Route.LoaderArgs) {
  const path = `/${new URL(request.url).pathname.replace(/^\/+|\/+$/g, "")}`;
  if (!isTextPage(path)) throw data(null, { status: 404 });
  const { title, description } = sitePage(path);
  const { content, ...shown }: TextPage = PAGES[path];
  // `head` names the page's twin in another language, if any (the header's language link).
  const head = pageHead(path);
  return { ...shown, title, description, head, html: pageContent(content).html };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.title,
        description: args.loaderData.description,
        twin: args.loaderData.head.twin,
      })
    : [];

export default function TextPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={loaderData.eyebrow} title={loaderData.title} lead={loaderData.lead} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
      </div>
    </>
  );
}
