import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageHead } from "~/content/site-pages";
import { GadSinTraduccion } from "~/features/espanol/gad-sin-traduccion";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/chequeo-gad-7";

/*
 * The GAD-7 in Spanish is not offered: no copy of its official Spanish (US) form could be checked
 * word for word (docs/product.md, "Check in privately", says what was looked for). This page
 * says so and where to find one, and offers no questionnaire.
 */
export function loader() {
  return {
    head: pageHead("/es/chequeo/gad-7"),
    translation: translationNoteFor("/es/chequeo/gad-7"),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function ChequeoGad7({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="GAD-7: la preocupación y la ansiedad"
        lead="El GAD-7 es un cuestionario breve sobre la preocupación y la ansiedad. Todavía no lo ofrecemos en español."
      />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 *:max-w-3xl">
        <GadSinTraduccion />
        <div className="rounded-xl border border-brand bg-brand-soft p-4">
          <p className="font-semibold">Si estás pensando en el suicidio o estás en crisis</p>
          <p className="mt-1">
            No tienes que esperar a un cuestionario para pedir ayuda. Habla con alguien ahora en{" "}
            <Link to={href("/es/ayuda")} className="font-semibold text-brand underline">
              Obtén ayuda ahora
            </Link>
            . Si estás en peligro inmediato, llama al número de emergencias de tu zona.
          </p>
        </div>
        <TranslationNote text={loaderData.translation} />
      </div>
    </>
  );
}
