import { PageHeader } from "~/components/layout/page-header";
import { Prose } from "~/components/ui/prose";
import { pageContent } from "~/features/pages/page-content.server";
import { sitePage } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/accessibility";

export function loader() {
  return { html: pageContent("accessibility").html };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, sitePage("/accessibility"));

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Accessibility statement"
        title="Accessibility"
        lead="What we aim for, how we check it, where we still fall short, and how to tell us."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
      </div>
    </>
  );
}
