import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageHead } from "~/content/site-pages";
import { EjerciciosDeRespiracion } from "~/features/directory/respiracion";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/respirar";

/**
 * The breathing exercises in Spanish. The English site shows them on their resources' pages
 * and on the home page, not on a page of their own, so this page has no English twin (as
 * /es/recursos has none): its language link leads to the English home.
 */
export function loader() {
  return { head: pageHead("/es/respirar"), translation: translationNoteFor("/es/respirar") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function Respirar({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Ejercicios de respiración"
        lead="Dos maneras sencillas de calmar la respiración cuando el estrés o la ansiedad suben. Puedes hacerlas ahora mismo, donde estés."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <p className="max-w-[68ch] rounded-xl bg-surface-muted p-4 text-ink-muted print:hidden">
          Respirar despacio puede bajar la intensidad de un momento difícil, pero no reemplaza
          hablar con alguien. Si estás en crisis, no tienes que esperar a calmarte:{" "}
          <Link to={href("/es/ayuda")} className="font-semibold text-brand underline">
            Obtén ayuda ahora
          </Link>
          .
        </p>
        <EjerciciosDeRespiracion />
        <div className="max-w-[68ch] space-y-3 text-sm text-ink-muted">
          <p>
            Si sostener el aire te da más ansiedad, simplemente inhala y exhala despacio. Si tienes
            una afección del corazón o de los pulmones, consulta a tu médico antes de practicar
            ejercicios en los que sostienes el aire.
          </p>
          <p>Estos ejercicios son educativos, no son consejo médico.</p>
          <TranslationNote text={loaderData.translation} />
        </div>
      </div>
    </>
  );
}
