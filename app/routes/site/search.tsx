import { useEffect, useRef } from "react";
import { Form, href, Link, useNavigation, useSubmit } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { ResourceGrid } from "~/features/directory/resource-card";
import { ResourceFilters } from "~/features/directory/resource-filters";
import { AyudaEnLaBusqueda } from "~/features/espanol/ayuda-busqueda";
import { ResultadosEnEspanol } from "~/features/search/spanish-results";
import { GetHelpNow } from "~/features/search/get-help-now";
import { LinkResults } from "~/features/search/link-results";
import { searchHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/search";
import { readFilters, searchSite } from "./search.server";

/** How long typing pauses before the results update. */
const TYPING_DEBOUNCE_MS = 300;

export function loader({ request }: Route.LoaderArgs) {
  const found = searchSite(readFilters(new URL(request.url)));
  return { ...found, head: searchHead("/search", found.q) };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  loaderData
    ? pageMeta(args, {
        ...loaderData.head,
        title: loaderData.q ? `Search: ${loaderData.q}` : loaderData.head.title,
        noindex: true,
      })
    : [];

/** A filter of the search form; changing it searches again at once. */
function FilterSelect(props: {
  name: string;
  label: string;
  allLabel: string;
  value: string | null;
  options: Array<{ id: string; name: string }>;
  onChange: (form: HTMLFormElement | null) => void;
}) {
  const id = `search-${props.name}`;
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {props.label}
      </label>
      <Select
        id={id}
        name={props.name}
        defaultValue={props.value ?? ""}
        onChange={(event) => props.onChange(event.currentTarget.form)}
      >
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, type, cost, audience, category, resources, articles, pages, categories, crisis } =
    loaderData;
  const { filterGroups, clearHref, lang, spanish, ayuda } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Back and Forward change the query; show it, unless the visitor is typing.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = q;
  }, [q]);
  const searching =
    navigation.state === "loading" && navigation.location.pathname === href("/search");
  const total = resources.length + spanish.length + articles.length + pages.length;

  const update = (form: HTMLFormElement | null, delay: number) => {
    clearTimeout(timer.current);
    if (!form) return;
    timer.current = setTimeout(
      () => void submit(form, { replace: true, preventScrollReset: true }),
      delay,
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search</h1>
      <Form
        method="get"
        action={href("/search")}
        role="search"
        aria-label="Resources and articles"
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto]"
      >
        <label className="sr-only" htmlFor="search-q">
          Search resources and articles
        </label>
        <Input
          id="search-q"
          type="search"
          name="q"
          ref={input}
          defaultValue={q}
          placeholder="Try “sleep”, “anxiety” or an author"
          autoComplete="off"
          maxLength={200}
          onChange={(event) => update(event.currentTarget.form, TYPING_DEBOUNCE_MS)}
        />
        {/* A new search keeps the type, cost and audience chosen below. */}
        {type ? <input type="hidden" name="type" value={type} /> : null}
        {cost ? <input type="hidden" name="cost" value={cost} /> : null}
        {audience ? <input type="hidden" name="audience" value={audience} /> : null}
        {lang ? <input type="hidden" name="lang" value={lang} /> : null}
        <FilterSelect
          name="category"
          label="Category"
          allLabel="All categories"
          value={category}
          options={categories}
          onChange={(form) => update(form, 0)}
        />
        <button type="submit" className={buttonClasses("primary")}>
          Search
        </button>
      </Form>

      {ayuda ? <AyudaEnLaBusqueda ayuda={ayuda} /> : crisis ? <GetHelpNow /> : null}

      <p className="mt-6 text-sm font-semibold text-ink-muted" role="status" aria-live="polite">
        {searching
          ? "Searching…"
          : q
            ? `${total} ${total === 1 ? "result" : "results"} for “${q}”`
            : `${resources.length + spanish.length} resources`}
      </p>
      {lang === "es" ? (
        <p className="mt-2 text-sm text-ink-muted">
          Showing only resources and pages in Spanish.{" "}
          <Link
            to={q ? `${href("/search")}?${new URLSearchParams({ q })}` : href("/search")}
            className="font-semibold text-brand underline"
          >
            Search in English
          </Link>{" "}
          ·{" "}
          <Link
            to={`${href("/es/buscar")}${q ? `?${new URLSearchParams({ q })}` : ""}`}
            lang="es"
            className="font-semibold text-brand underline"
          >
            Buscar en español
          </Link>
        </p>
      ) : null}

      <div className="mt-6 rounded-xl border border-line bg-surface p-4 sm:p-5">
        <ResourceFilters groups={filterGroups} clearHref={clearHref} />
      </div>

      {total === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-line bg-surface px-6 py-10">
          <h2 className="text-xl font-semibold">No results found</h2>
          <p className="mt-2 text-ink-muted">
            Try a shorter or more general word, check the spelling, or clear a filter. You can also
            browse by category:
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {categories.map((option) => (
              <li key={option.id}>
                <Link
                  to={href("/category/:id/:subcategoryId?", { id: option.id })}
                  className={buttonClasses("secondary", "sm")}
                >
                  {option.name}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-ink-muted">
            Know a resource that belongs here?{" "}
            <Link to={href("/submit")} className="font-semibold text-brand underline">
              Suggest it for review
            </Link>
            .
          </p>
        </div>
      ) : null}

      <LinkResults
        id="page-results"
        heading={lang === "es" ? "Pages in Spanish" : "Pages"}
        results={pages}
        lang={lang ?? undefined}
      />
      <LinkResults id="article-results" heading="Articles" results={articles} />

      <ResultadosEnEspanol id="spanish-results" heading="Resources in Spanish" results={spanish} />

      {resources.length > 0 ? (
        <section aria-labelledby="resource-results" className="mt-8">
          <h2 id="resource-results" className="text-xl font-semibold">
            Resources
          </h2>
          <div className="mt-4">
            <ResourceGrid resources={resources} showCategory />
          </div>
        </section>
      ) : null}
    </div>
  );
}
