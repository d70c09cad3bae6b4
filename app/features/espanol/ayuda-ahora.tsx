import { href, Link } from "react-router";
import { methodHref } from "~/domain/helplines/links";
import type { HelplineCountry } from "~/domain/helplines/types";
import { regionName } from "~/lib/locale";
import { EmergenciasEs, methodLabelEs, splitBySpanish } from "./lineas";

/*
 * What the Spanish check-in shows after item 9 is answered above "Ningún día": beside the
 * question (with JavaScript) and first in the result. The lines that answer in Spanish come
 * first (a method's `languages`, app/domain/helplines/); every number is the registry's. Written
 * with the same safe-messaging care as the English (../check-in/help-first.tsx).
 */

const LINE =
  "inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline hover:bg-brand-strong";
const LINE_QUIET =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/** The country's routes that answer in Spanish, then the page of all its lines. */
function LineasEnEspanol({ country }: { country: HelplineCountry }) {
  const { spanish } = splitBySpanish(country.services);
  const routes = spanish.flatMap(({ service, methods }) =>
    methods.map((method) => ({ service, method })),
  );
  return (
    <div className="space-y-2">
      {routes.length ? (
        <p className="font-semibold text-ink">
          Te atienden en español en {regionName("es", country.code)}:
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {routes.map(({ service, method }, index) => (
          <li key={`${service.id}-${method.kind}-${method.value}`}>
            <a href={methodHref(method)} className={index === 0 ? LINE : LINE_QUIET}>
              {methodLabelEs(method)}
              <span className="sr-only"> ({service.name})</span>
            </a>
          </li>
        ))}
        <li>
          <Link
            to={href("/es/ayuda/:code", { code: country.code })}
            className={routes.length ? LINE_QUIET : LINE}
          >
            Todas las líneas de crisis en {regionName("es", country.code)}
          </Link>
        </li>
        <li>
          <Link to={href("/es/ayuda")} className={LINE_QUIET}>
            Líneas en otros países
          </Link>
        </li>
      </ul>
    </div>
  );
}

function SafetyPlanAndEmergency({ country, finish }: { country: HelplineCountry; finish: string }) {
  return (
    <>
      <p className="mt-4 text-ink">
        Un{" "}
        <Link to={href("/es/plan-de-seguridad")} className="font-semibold text-brand underline">
          plan de seguridad
        </Link>{" "}
        puede ayudarte a pasar los momentos difíciles, paso a paso. Lo que escribes en él se queda
        en tu dispositivo.{finish}
      </p>
      <div className="mt-3 text-sm text-ink">
        <p>
          Si sientes que podrías actuar según estos pensamientos, o no estás a salvo en este
          momento:
        </p>
        <EmergenciasEs country={country} />
      </div>
    </>
  );
}

/** First in the result, above the score, whatever the total. */
export function AyudaAhora({ country }: { country: HelplineCountry }) {
  return (
    <section
      aria-labelledby="help-first"
      className="rounded-xl border-2 border-brand bg-brand-soft p-5 sm:p-6"
    >
      <h2 id="help-first" className="text-2xl font-semibold text-ink">
        Obtén ayuda ahora
      </h2>
      <p className="mt-2 text-ink">
        Dijiste que has tenido pensamientos de que estarías mejor muerto o muerta, o de hacerte
        daño. Gracias por responder con sinceridad. No tienes que cargar con esto a solas: hablar
        con alguien puede ayudar, y puedes hablar con alguien hoy mismo.
      </p>
      <div className="mt-4">
        <LineasEnEspanol country={country} />
      </div>
      <SafetyPlanAndEmergency country={country} finish="" />
    </section>
  );
}

/** Beside item 9, with JavaScript, as soon as an answer above "Ningún día" is chosen. */
export function NotaDeAyuda({ country }: { country: HelplineCountry }) {
  return (
    <section
      aria-labelledby="help-now"
      className="rounded-xl border-2 border-brand bg-brand-soft p-4 sm:p-5"
    >
      <h3 id="help-now" className="text-lg font-semibold text-ink">
        Obtén ayuda ahora
      </h3>
      <p className="mt-1 text-ink">
        Gracias por responder esto con sinceridad. Si tienes estos pensamientos, no tienes que
        esperar al final de las preguntas para hablar con alguien. Puedes hablar con alguien ahora
        mismo:
      </p>
      <div className="mt-3">
        <LineasEnEspanol country={country} />
      </div>
      <SafetyPlanAndEmergency
        country={country}
        finish=" Termina las preguntas cuando estés listo o lista."
      />
    </section>
  );
}
