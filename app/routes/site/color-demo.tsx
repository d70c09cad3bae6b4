import { PageHeader } from "~/components/layout/page-header";
import { LeafIcon } from "~/components/ui/icons";
import { contrastRatio } from "~/lib/contrast";
import { pageHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/color-demo";

// A working page for the site's makers, not for visitors or search engines.
export function loader() {
  return { head: pageHead("/color-demo") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { ...args.loaderData.head, noindex: true }) : [];

/** Candidate navigation backgrounds (Tailwind's palette), each shown with white text. */
export const NAV_COLOR_OPTIONS = [
  { family: "Green", name: "green-700", value: "#15803d" },
  { family: "Green", name: "green-800", value: "#166534" },
  { family: "Emerald", name: "emerald-700", value: "#047857" },
  { family: "Emerald", name: "emerald-800", value: "#065f46" },
  { family: "Teal", name: "teal-700", value: "#0f766e" },
  { family: "Teal", name: "teal-800", value: "#115e59" },
  { family: "Cyan", name: "cyan-700", value: "#0e7490" },
  { family: "Cyan", name: "cyan-800", value: "#155e75" },
  { family: "Current", name: "Steady Ground nav", value: "#0a4f46" },
] as const;

const TEXT = "#ffffff";

export default function ColorDemo() {
  return (
    <>
      <PageHeader
        eyebrow="Design preview"
        title="Navigation bar colours"
        lead="Each option below is a sample navigation bar with white text, with its name, value and contrast ratio. WCAG AA asks for at least 4.5:1."
      />
      <ul className="mx-auto max-w-6xl space-y-6 px-4 py-10">
        {NAV_COLOR_OPTIONS.map((option) => {
          const ratio = contrastRatio(option.value, TEXT);
          return (
            <li key={option.name}>
              <h2 className="text-base font-semibold">
                {option.family}: {option.name}{" "}
                <code className="ml-1 rounded bg-surface-muted px-1.5 py-0.5 text-sm">
                  {option.value}
                </code>
              </h2>
              <p className="text-sm text-ink-muted">
                Contrast with white text: {ratio.toFixed(1)}:1{" "}
                {ratio >= 4.5 ? "(passes AA)" : "(below AA)"}
              </p>
              <div
                className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-lg px-4 py-3"
                style={{ backgroundColor: option.value, color: TEXT }}
              >
                <span className="flex items-center gap-2 font-semibold">
                  <LeafIcon /> {SITE_NAME}
                </span>
                <span className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
                  <span>Home</span>
                  <span>Blog</span>
                  <span>Healthy Lifestyle</span>
                  <span>Relationships</span>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
