import { PageHeader } from "~/components/layout/page-header";
import { Prose } from "~/components/ui/prose";
import { PhoneIcon } from "~/components/ui/icons";
import { pageContent } from "~/features/pages/page-content.server";
import { sitePage } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/get-help";

export function loader() {
  return { html: pageContent("get-help").html };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, sitePage("/get-help"));

export default function GetHelp({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Get help now"
        lead="You don't have to face this alone. Free, confidential help is available any time."
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href="tel:988"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-brand-ink no-underline"
          >
            <PhoneIcon /> Call 988
          </a>
          <a
            href="sms:988"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-5 font-semibold text-ink no-underline"
          >
            Text 988
          </a>
          <a
            href="tel:911"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-5 font-semibold text-ink no-underline"
          >
            In immediate danger: call 911
          </a>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Prose html={loaderData.html} />
      </div>
    </>
  );
}
