import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageHead } from "~/content/site-pages";
import { GadSinTraduccion } from "~/features/espanol/gad-sin-traduccion";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/chequeo";

/*
 * The check-in in Spanish. The questionnaires are offered in Spanish only in their official
 * Spanish (US) wording, checked word for word against a copy of the published form: the PHQ-9
 * is; the GAD-7's could not be checked, so this page says where to find one instead
 * (docs/product.md, "Check in privately").
 */
export function loader() {
  return { head: pageHead("/es/chequeo"), translation: translationNoteFor("/es/chequeo") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function Chequeo({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Un chequeo privado"
        lead="Dos cuestionarios breves, uno sobre el ánimo (PHQ-9) y otro sobre la preocupación y la ansiedad (GAD-7). No son un diagnóstico."
      />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 *:max-w-3xl">
        <section aria-labelledby="phq-9" className="rounded-xl border border-line bg-surface p-5">
          <h2 id="phq-9" className="text-xl font-semibold">
            PHQ-9: el ánimo bajo
          </h2>
          <p className="mt-2">
            Nueve preguntas sobre las últimas dos semanas, en su versión oficial en español. Tus
            respuestas se califican en tu dispositivo y no se guardan.
          </p>
          <p className="mt-3">
            <Link
              to={href("/es/chequeo/phq-9")}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-brand-ink no-underline hover:bg-brand-strong"
            >
              Hacer el PHQ-9
            </Link>
          </p>
        </section>
        <section aria-labelledby="gad-7" className="space-y-3">
          <h2 id="gad-7" className="text-xl font-semibold">
            GAD-7: la preocupación y la ansiedad
          </h2>
          <GadSinTraduccion />
        </section>
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
