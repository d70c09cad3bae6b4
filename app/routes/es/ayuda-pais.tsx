import { data, href, Link, redirect } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { twinOf } from "~/content/site-pages";
import { EmergenciasEs, LineasDelPais } from "~/features/espanol/lineas";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { countryByCode } from "~/features/help/helplines.server";
import { regionName } from "~/lib/locale";
import { DEFAULT_SHARE_IMAGE, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ayuda-pais";

/**
 * A country's crisis lines in Spanish: those that answer in Spanish first, then the others,
 * marked. Rendered per request from the live registry, as /get-help/{code} is.
 */
export function loader({ params }: Route.LoaderArgs) {
  const country = countryByCode(params.code);
  if (!country) throw data(null, { status: 404 });
  if (params.code !== country.code) {
    throw redirect(href("/es/ayuda/:code", { code: country.code }), 301);
  }
  const path = href("/es/ayuda/:code", { code: country.code });
  const name = regionName("es", country.code);
  return {
    country,
    translation: translationNoteFor(path),
    head: {
      title: `Líneas de crisis en ${name}`,
      description: `Líneas de crisis gratuitas y confidenciales en ${name}: primero las que te atienden en español, comprobadas en la página de cada servicio.`,
      twin: twinOf(path) ?? undefined,
      locale: "es" as const,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { ...args.loaderData.head, image: DEFAULT_SHARE_IMAGE }) : [];

export default function AyudaPais({ loaderData }: Route.ComponentProps) {
  const { country, head } = loaderData;
  return (
    <>
      <PageHeader
        title={head.title}
        lead="Ayuda gratuita y confidencial. No tienes que pasar por esto a solas."
      >
        <div className="mt-6 text-ink-muted">
          <EmergenciasEs country={country} />
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 *:max-w-3xl">
        <LineasDelPais country={country} />
        <p>
          <Link to={href("/es/ayuda")} className="text-brand underline">
            Líneas de crisis en otros países
          </Link>
        </p>
        <TranslationNote text={loaderData.translation} />
      </div>
    </>
  );
}
