import { PageHeader } from "~/components/layout/page-header";
import { Prose } from "~/components/ui/prose";
import { pageContent } from "~/features/pages/page-content.server";
import { sitePage } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export function loader() {
  return { html: pageContent("privacy").html };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, sitePage("/privacy"));

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Privacy"
        lead="What this site keeps about you, why, for how long, and how to have it deleted."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
      </div>
    </>
  );
}
