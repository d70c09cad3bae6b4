import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageHead } from "~/content/site-pages";
import { TranslationNote } from "~/features/espanol/translation-note";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/chequeo";

/*
 * The check-in in Spanish. The questionnaires are offered in Spanish only in their official
 * Spanish (US) wording, checked word for word against a copy of the published form; until that
 * text is in the code, this page says where to ask for them instead (docs/decisions/040).
 */
export function loader() {
  return { head: pageHead("/es/chequeo") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function Chequeo() {
  return (
    <>
      <PageHeader
        title="Un chequeo privado"
        lead="Dos cuestionarios breves, uno sobre el ánimo (PHQ-9) y otro sobre la preocupación y la ansiedad (GAD-7). No son un diagnóstico."
      />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 *:max-w-3xl">
        <p>
          Todavía no ofrecemos estos cuestionarios en español aquí. Solo los publicaremos con su
          texto oficial en español, palabra por palabra, y aún no lo hemos podido comprobar.
        </p>
        <p>
          Existen versiones oficiales en español de los dos. Si quieres hacer uno, pídele a tu
          médico, a tu clínica o a un centro de salud comunitario el PHQ-9 o el GAD-7 en español:
          son cuestionarios de uso común en la atención primaria, y quien te atienda puede
          explicarte qué significa tu resultado.
        </p>
        <p>
          Si prefieres hacerlo en inglés, los cuestionarios en inglés están en{" "}
          <Link to={href("/check-in")} lang="en" hrefLang="en" className="text-brand underline">
            Check in privately
          </Link>
          .
        </p>
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
        <TranslationNote />
      </div>
    </>
  );
}
