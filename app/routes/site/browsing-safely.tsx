import { PageHeader } from "~/components/layout/page-header";
import { Prose } from "~/components/ui/prose";
import { pageContent } from "~/features/pages/page-content.server";
import { sitePage } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/browsing-safely";

export function loader() {
  return { html: pageContent("browsing-safely").html };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, sitePage("/browsing-safely"));

export default function BrowsingSafely({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Browsing safely"
        lead="If someone else might check your phone or computer, these steps can help keep your visit private."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
      </div>
    </>
  );
}
