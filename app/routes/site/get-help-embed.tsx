import { useState } from "react";
import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClasses } from "~/components/ui/button";
import { pageHead } from "~/content/site-pages";
import { countryInSentence } from "~/domain/helplines/dial";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { CountryChooser } from "~/features/help/country-chooser";
import { countryChoices } from "~/features/help/helplines.server";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/get-help-embed";

/*
 * How another site shows our crisis lines: the snippet to copy for a country's embed
 * (`/embed/help/{code}`, server/embed.ts) and a preview of it. `?country=ie` picks the country
 * (a plain GET form, so it works without JavaScript); the page without a query is prerendered.
 */
export function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("country") ?? DEFAULT_COUNTRY_CODE;
  const registry = activeRegistry();
  const country =
    findCountry(registry, wanted.trim()) ?? findCountry(registry, DEFAULT_COUNTRY_CODE)!;
  return {
    country: { code: country.code, name: country.name, inSentence: country.inSentence },
    choices: countryChoices(),
    siteUrl: getEnv().SITE_URL,
    head: pageHead("/get-help/embed"),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

/** The height that shows the first lines without a scroll bar on most countries. */
const HEIGHT = 640;

export default function GetHelpEmbed({ loaderData }: Route.ComponentProps) {
  const { country, choices, siteUrl } = loaderData;
  const where = countryInSentence(country);
  const src = `${siteUrl}/embed/help/${country.code}`;
  const snippet = `<iframe src="${src}" title="Crisis lines in ${where}, from Steady Ground" width="100%" height="${HEIGHT}" style="border:0" loading="lazy"></iframe>`;
  const [copied, setCopied] = useState(false);
  return (
    <>
      <PageHeader
        eyebrow="Get help now"
        title="Show our crisis lines on your site"
        lead="A school, clinic or charity can show a country's crisis lines on its own pages, as we list them here."
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 *:max-w-3xl">
        <section aria-labelledby="how" className="space-y-3">
          <h2 id="how" className="text-2xl font-semibold">
            How it works
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-ink-muted">
            <li>
              Paste one line of HTML where the lines should appear. The box shows each line&rsquo;s
              number, text or chat link, its hours, whether it is open now, and when we last checked
              it and against which page.
            </li>
            <li>
              When our curator corrects or re-checks a line, your page shows it within minutes. You
              have nothing to update.
            </li>
            <li>
              The box runs no scripts, sets no cookies and tracks no one. It is free to use; the
              lines are shared under the{" "}
              <a
                href="https://creativecommons.org/licenses/by/4.0/"
                className="text-brand underline"
                rel="noreferrer"
              >
                CC BY 4.0 licence
              </a>
              .
            </li>
          </ul>
        </section>
        <section aria-labelledby="snippet" className="space-y-4">
          <h2 id="snippet" className="text-2xl font-semibold">
            The code for {country.name}
          </h2>
          <CountryChooser
            countries={choices}
            current={country.code}
            action={href("/get-help/embed")}
          />
          <label htmlFor="embed-code" className="block font-semibold text-ink">
            Copy this into your page&rsquo;s HTML
          </label>
          <textarea
            id="embed-code"
            readOnly
            rows={4}
            value={snippet}
            className="w-full rounded-lg border border-line bg-surface p-3 font-mono text-sm text-ink"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="needs-js flex items-center gap-3">
            <button
              type="button"
              className={buttonClasses("secondary", "sm")}
              onClick={() => {
                void navigator.clipboard?.writeText(snippet).then(() => setCopied(true));
              }}
            >
              Copy the code
            </button>
            <p role="status" className="text-sm text-ink-muted">
              {copied ? "Copied." : ""}
            </p>
          </div>
        </section>
        <section aria-labelledby="preview" className="space-y-3">
          <h2 id="preview" className="text-2xl font-semibold">
            What it looks like
          </h2>
          <iframe
            // The embed is answered by the server, not by a route (server/embed.ts).
            src={`/embed/help/${country.code}`}
            title={`Crisis lines in ${where}, from Steady Ground`}
            width="100%"
            height={HEIGHT}
            loading="lazy"
            className="rounded-xl border border-line bg-surface"
          />
        </section>
        <section aria-labelledby="open-data" className="space-y-3">
          <h2 id="open-data" className="text-2xl font-semibold">
            The same lines as data
          </h2>
          <p className="text-ink-muted">
            For an app or a directory, the lines are also open data in JSON:{" "}
            <code className="break-all">{siteUrl}/api/helplines</code> (every country) and{" "}
            <code className="break-all">
              {siteUrl}/api/helplines/{country.code}
            </code>{" "}
            (one country). They are free to reuse under CC BY 4.0: please name Steady Ground and
            link to{" "}
            <Link to={href("/get-help")} className="text-brand underline">
              Get help now
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
