import { pageContent } from "~/features/pages/page-content.server";
import { PageHeader } from "~/components/layout/page-header";
import { Prose } from "~/components/ui/prose";
import { pageHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { DISCLAIMER } from "~/lib/site";
import type { Route } from "./+types/about";

export function loader() {
  return { html: pageContent("about").html, head: pageHead("/about") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="About me"
        title="A psychologist's shelf of trusted resources"
        lead="The books, videos, apps and exercises I hand to the people I work with, gathered in one calm place."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
        <aside className="mt-10 max-w-[68ch] rounded-xl border border-line bg-surface-muted p-5 text-sm text-ink-muted">
          <h2 className="font-semibold text-ink">Disclaimer</h2>
          <p className="mt-1">{DISCLAIMER}</p>
        </aside>
      </div>
    </>
  );
}
