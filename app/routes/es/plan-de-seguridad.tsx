import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { pageHead } from "~/content/site-pages";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { LineasParaElPlan } from "~/features/espanol/lineas";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { SafetyPlanForm } from "~/features/safety-plan/safety-plan-form";
import { MessagesProvider } from "~/lib/messages-provider";
import { messagesFor } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/plan-de-seguridad";

/** The safety plan in Spanish: the same form, kept in this browser only, printing in Spanish. */
export function loader() {
  return {
    homeCountry: findCountry(activeRegistry(), DEFAULT_COUNTRY_CODE)!,
    head: pageHead("/es/plan-de-seguridad"),
    translation: translationNoteFor("/es/plan-de-seguridad"),
    messages: messagesFor("es", ["safetyPlan."]),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function PlanDeSeguridad({ loaderData }: Route.ComponentProps) {
  const { homeCountry } = loaderData;
  return (
    <>
      <PageHeader
        title="Mi plan de seguridad"
        lead="Un plan breve, escrito en un momento de más calma, para ayudarte a atravesar un momento difícil paso a paso."
      >
        <div className="mt-5 max-w-2xl space-y-3 rounded-xl border border-brand bg-brand-soft p-4 print:hidden">
          <p className="font-semibold">Lo que escribes aquí se queda en este dispositivo.</p>
          <p>
            Se guarda solo en este navegador y nunca se nos envía a nosotros ni a nadie más.
            Cualquier persona que use este navegador podría verlo; puedes borrarlo cuando quieras
            con el botón de abajo. Lee más sobre cómo{" "}
            <Link to={href("/es/salir-con-seguridad")} className="text-brand underline">
              navegar con seguridad
            </Link>
            .
          </p>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 *:max-w-3xl print:p-0">
        <p className="text-ink-muted print:hidden">
          Cuando empiece una crisis, sigue la lista de arriba abajo: si un paso no te ayuda, pasa al
          siguiente. Si estás en peligro ahora mismo, no esperes: llama al número de emergencias de
          tu zona. Encontrarás más líneas en{" "}
          <Link to={href("/es/ayuda")} className="text-brand underline">
            Obtén ayuda ahora
          </Link>
          .
        </p>
        <MessagesProvider page={loaderData.messages}>
          <SafetyPlanForm
            homeCountry={homeCountry}
            crisisLines={<LineasParaElPlan country={homeCountry} />}
          />
        </MessagesProvider>
        <p className="text-sm text-ink-muted print:text-[8pt]">
          Basado en la Intervención de Planificación de Seguridad (
          <span lang="en">Safety Planning Intervention</span>) de Barbara Stanley y Gregory K.
          Brown. Este plan es una herramienta personal; no reemplaza la atención profesional.
        </p>
        <TranslationNote text={loaderData.translation} className="print:hidden" />
      </div>
    </>
  );
}
