import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageHead } from "~/content/site-pages";
import { countriesByName, DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { EmergenciasEs, LineasDelPais } from "~/features/espanol/lineas";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { regionName } from "~/lib/locale";
import { DEFAULT_SHARE_IMAGE, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ayuda";

/*
 * Obtén ayuda ahora: the default country's lines, those in Spanish first, and every other
 * country's page. Rendered per request from the live registry, as /get-help is
 * (docs/decisions/037).
 */
export function loader() {
  const registry = activeRegistry();
  const home = findCountry(registry, DEFAULT_COUNTRY_CODE) ?? null;
  return {
    head: pageHead("/es/ayuda"),
    translation: translationNoteFor("/es/ayuda"),
    home,
    countries: countriesByName(registry)
      .map(({ code }) => ({ code, name: regionName("es", code) }))
      .sort((a, b) => a.name.localeCompare(b.name, "es")),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { ...args.loaderData.head, image: DEFAULT_SHARE_IMAGE, locale: "es" })
    : [];

export default function Ayuda({ loaderData }: Route.ComponentProps) {
  const { home, countries } = loaderData;
  return (
    <>
      <PageHeader
        title="Obtén ayuda ahora"
        lead="Ayuda gratuita y confidencial. No tienes que pasar por esto a solas."
      >
        {home ? (
          <div className="mt-6 text-ink-muted">
            <EmergenciasEs country={home} />
          </div>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 *:max-w-3xl">
        {home ? (
          <div className="space-y-4">
            <p className="text-ink-muted">
              Estas son las líneas de {regionName("es", home.code)}. Si estás en otro país, elige el
              tuyo más abajo.
            </p>
            <LineasDelPais country={home} />
          </div>
        ) : null}
        <section aria-labelledby="paises" className="space-y-4">
          <h2 id="paises" className="text-2xl font-semibold">
            Líneas de crisis en otros países
          </h2>
          <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 md:grid-cols-3">
            {countries.map((country) => (
              <li key={country.code}>
                <Link
                  to={href("/es/ayuda/:code", { code: country.code })}
                  className="inline-flex min-h-8 items-center text-brand underline"
                >
                  {country.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <TranslationNote text={loaderData.translation} />
      </div>
    </>
  );
}
