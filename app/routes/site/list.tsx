import { data, href, Link } from "react-router";
import { CrisisLineList } from "~/components/layout/crisis-line-list";
import { FIND_A_HELPLINE_URL } from "~/domain/helplines/links";
import { pageHead } from "~/content/site-pages";
import { CountryChooser } from "~/features/help/country-chooser";
import { HandoutItemView, SkippedNote } from "~/features/handouts/handout-item";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/list";
import { readHandout } from "./list.server";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const handout = await readHandout(url, getEnv().SITE_URL);
  const keep = Object.fromEntries(
    ["ids", "title"].flatMap((name) => {
      const value = url.searchParams.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  return data({ handout, keep, head: pageHead("/list") }, { status: handout.ok ? 200 : 400 });
}

// A list is whatever its visitor put in the address: never indexed, never in the sitemap.
export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  loaderData
    ? pageMeta(args, {
        ...loaderData.head,
        title: loaderData.handout.ok ? loaderData.handout.title : loaderData.head.title,
        noindex: true,
      })
    : [];

export default function List({ loaderData }: Route.ComponentProps) {
  const { handout, keep } = loaderData;
  if (!handout.ok) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">This list is too long</h1>
        <p className="mt-4 text-lg">
          {`A list can hold up to ${handout.limit} resources, and this address names ${handout.count}.`}{" "}
          Remove a few on <Link to={href("/saved")}>your saved resources</Link> and share the list
          again.
        </p>
      </div>
    );
  }
  const { title, items, unknown, notIds, country, chosen, countries } = handout;
  return (
    <article
      data-handout
      className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:px-0 print:py-0 print:text-[9.5pt] print:leading-snug"
    >
      <p className="text-sm font-semibold text-brand print:text-[8pt]">Steady Ground</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words print:text-[16pt]">
        {title}
      </h1>
      <p className="mt-2 text-ink-muted print:hidden">
        A list to print or share: this page&rsquo;s address opens the same list anywhere. To print
        it, use your browser&rsquo;s Print command; it fits one page.
      </p>
      <SkippedNote unknown={unknown} notIds={notIds} />
      {items.length > 0 ? (
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-x-4 print:gap-y-2">
          {items.map((item) => (
            <HandoutItemView key={item.id} item={item} />
          ))}
        </ol>
      ) : (
        <p className="mt-6 rounded-xl border border-line bg-surface p-5">
          This list has no resources we could find. Browse the <Link to={href("/")}>resources</Link>{" "}
          and save the ones you want, then share your list from{" "}
          <Link to={href("/saved")}>Saved</Link>.
        </p>
      )}
      <section
        aria-labelledby="handout-crisis"
        data-print-crisis-lines
        className="mt-8 rounded-xl border border-line bg-surface p-5 text-sm print:mt-3 print:break-inside-avoid print:rounded-none print:border-x-0 print:border-b-0 print:px-0 print:py-2 print:text-[8.5pt]"
      >
        <h2 id="handout-crisis" className="text-lg font-semibold print:text-[10pt]">
          If you are in crisis
        </h2>
        <div className="mt-2 print:mt-1">
          <CrisisLineList country={country} chosen={chosen} />
          <p className="mt-1">
            Other countries: {FIND_A_HELPLINE_URL.replace("https://", "")}. These lines are free and
            confidential.
          </p>
        </div>
        <div className="mt-4 print:hidden">
          <CountryChooser
            countries={countries}
            action={href("/list")}
            keep={keep}
            current={chosen ? country.code : undefined}
          />
        </div>
      </section>
      <p className="mt-6 text-sm text-ink-muted print:mt-2 print:text-[8pt]">
        Educational resources, not medical advice. They do not replace care from a doctor or
        therapist who knows you.
      </p>
    </article>
  );
}
