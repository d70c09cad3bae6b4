import { useEffect, useRef } from "react";
import { Form, href, Link, useNavigation, useSubmit } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { searchHead } from "~/content/site-pages";
import { AyudaEnLaBusqueda } from "~/features/espanol/ayuda-busqueda";
import { ResultadosEnEspanol } from "~/features/search/spanish-results";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { LinkResults } from "~/features/search/link-results";
import { Message, useT } from "~/lib/i18n";
import { messagesFor } from "~/lib/i18n.server";
import { MessagesProvider } from "~/lib/messages-provider";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/buscar";
import { buscar } from "./buscar.server";

/** How long typing pauses before the results update (as on /search). */
const TYPING_DEBOUNCE_MS = 300;

/*
 * The search in Spanish: the entries that are themselves in Spanish and the Spanish pages,
 * rendered per request like /search, and like it a GET form that works without JavaScript and,
 * with it, updates as the visitor types (docs/product.md, "Search").
 */
export function loader({ request }: Route.LoaderArgs) {
  const found = buscar(new URL(request.url));
  return {
    ...found,
    head: searchHead("/es/buscar", found.q),
    translation: translationNoteFor("/es/buscar"),
    messages: messagesFor("es", ["search."]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  loaderData
    ? pageMeta(args, {
        ...loaderData.head,
        title: loaderData.q ? `Buscar: ${loaderData.q}` : loaderData.head.title,
        noindex: true,
      })
    : [];

export default function Buscar({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider page={loaderData.messages}>
      <Resultados data={loaderData} />
    </MessagesProvider>
  );
}

function Resultados({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { q, tema, temas, resources, pages, ayuda } = data;
  const t = useT();
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
    navigation.state === "loading" && navigation.location.pathname === href("/es/buscar");
  const total = resources.length + pages.length;

  const update = (form: HTMLFormElement | null, delay: number) => {
    clearTimeout(timer.current);
    if (!form) return;
    timer.current = setTimeout(
      () => void submit(form, { replace: true, preventScrollReset: true }),
      delay,
    );
  };
  const english = q ? `${href("/search")}?${new URLSearchParams({ q })}` : href("/search");

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Buscar en español</h1>
      <Form
        method="get"
        action={href("/es/buscar")}
        role="search"
        aria-label={t("search.label")}
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto]"
      >
        <label className="sr-only" htmlFor="buscar-q">
          {t("search.label")}
        </label>
        <Input
          id="buscar-q"
          type="search"
          name="q"
          ref={input}
          defaultValue={q}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => update(event.currentTarget.form, TYPING_DEBOUNCE_MS)}
        />
        <label className="sr-only" htmlFor="buscar-tema">
          {t("search.topic")}
        </label>
        <Select
          id="buscar-tema"
          name="tema"
          defaultValue={tema ?? ""}
          onChange={(event) => update(event.currentTarget.form, 0)}
        >
          <option value="">{t("search.allTopics")}</option>
          {temas.map((option) => (
            <option key={option.id} value={option.id} lang={option.english ? "en" : undefined}>
              {option.name}
            </option>
          ))}
        </Select>
        <button type="submit" className={buttonClasses("primary")}>
          {t("search.submit")}
        </button>
      </Form>

      {ayuda ? <AyudaEnLaBusqueda ayuda={ayuda} /> : null}

      <p className="mt-6 text-sm font-semibold text-ink-muted" role="status" aria-live="polite">
        {searching
          ? t("search.searching")
          : q
            ? t("search.countFor", { count: total, q })
            : t("search.count", { count: resources.length })}
      </p>

      {total === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-line bg-surface px-6 py-10">
          <h2 className="text-xl font-semibold">{t("search.noResults")}</h2>
          <p className="mt-2 text-ink-muted">
            <Message
              id="search.noResultsHint"
              components={{
                link: (
                  <Link to={href("/es/recursos")} className="font-semibold text-brand underline" />
                ),
              }}
            />
          </p>
        </div>
      ) : null}

      <LinkResults id="paginas" heading={t("search.pages")} results={pages} />
      <ResultadosEnEspanol id="recursos" heading={t("search.resources")} results={resources} />

      <p className="mt-8 text-sm text-ink-muted">
        <Message
          id="search.english"
          components={{
            link: <Link to={english} hrefLang="en" className="text-brand underline" />,
          }}
        />
      </p>
      <div className="mt-6">
        <TranslationNote text={data.translation} />
      </div>
    </div>
  );
}
