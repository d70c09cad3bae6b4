import { data, href, Link } from "react-router";
import { CrisisLinePhrase, useCrisisLine } from "~/components/layout/crisis-line";
import { PageHeader } from "~/components/layout/page-header";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { Prose } from "~/components/ui/prose";
import { pageContent, type PageName } from "~/features/pages/page-content.server";
import { sitePage, type PagePath } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/understanding";

/** What an understanding page shows besides its title and description (in the page registry). */
interface UnderstandingPage {
  content: PageName;
  lead: string;
  back: { href: string; label: string };
}

// One module serves the understanding pages; the path picks the text.
const PAGES = {
  "/understanding-anxiety-depression": {
    content: "understanding-anxiety-depression",
    lead: "Why they so often travel together, and why understanding their roots points toward what can help.",
    back: {
      href: href("/category/:id/:subcategoryId?", { id: "psychological-concerns" }),
      label: "Back to Psychological Concerns",
    },
  },
  "/understanding-depression": {
    content: "understanding-depression",
    lead: "What depression is, how it shows up, what causes it and how it is treated.",
    back: { href: href("/depression"), label: "Back to Depression resources" },
  },
  "/understanding-anxiety": {
    content: "understanding-anxiety",
    lead: "What anxiety is, why some of it is normal, and the many things that can feed it.",
    back: { href: href("/anxiety"), label: "Back to Anxiety resources" },
  },
} satisfies Partial<Record<PagePath, UnderstandingPage>>;

const isUnderstandingPage = (path: string): path is keyof typeof PAGES =>
  Object.hasOwn(PAGES, path);

export function loader({ request }: Route.LoaderArgs) {
  const path = `/${new URL(request.url).pathname.replace(/^\/+|\/+$/g, "")}`;
  if (!isUnderstandingPage(path)) throw data(null, { status: 404 });
  const { content, ...rest }: UnderstandingPage = PAGES[path];
  const { title, description } = sitePage(path);
  return { ...rest, title, description, html: pageContent(content).html };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: args.loaderData.title, description: args.loaderData.description })
    : [];

export default function Understanding({ loaderData }: Route.ComponentProps) {
  const crisisLine = useCrisisLine();
  return (
    <>
      <PageHeader eyebrow="Understanding" title={loaderData.title} lead={loaderData.lead}>
        <Link
          to={loaderData.back.href}
          className="mt-5 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon width={18} height={18} />
          {loaderData.back.label}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
        <p className="mt-10 max-w-[68ch] rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">
          This page is general, educational information, not medical advice.{" "}
          {crisisLine ? (
            <>
              In a crisis, <CrisisLinePhrase line={crisisLine} />, or see{" "}
            </>
          ) : (
            "In a crisis, see "
          )}
          <Link to={href("/get-help")} className="font-semibold text-brand underline">
            Get help now
          </Link>{" "}
          for lines in other countries.
        </p>
      </div>
    </>
  );
}
