import { href, Link } from "react-router";
import { PhoneIcon } from "~/components/ui/icons";
import type { AyudaBusqueda } from "./ayuda-busqueda.server";

const LINE =
  "inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-brand-ink no-underline hover:bg-brand-strong";
const LINE_QUIET =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";

/**
 * Above the results of a search in Spanish whose words are about suicide, self-harm, abuse,
 * overdose or wanting to die, or ask for help (~/features/search/crisis-query-es.ts): the
 * routes that answer in Spanish first, then every line and the other countries (/es/ayuda), as
 * ./ayuda-ahora.tsx shows them after the check-in. An alert, so a screen reader announces it
 * when it appears while typing.
 */
export function AyudaEnLaBusqueda({ ayuda }: { ayuda: AyudaBusqueda }) {
  return (
    <section
      role="alert"
      lang="es"
      aria-labelledby="obten-ayuda-ahora"
      className="mt-6 rounded-xl border-2 border-brand bg-brand-soft p-5"
    >
      <h2 id="obten-ayuda-ahora" className="text-xl font-semibold text-ink">
        Obtén ayuda ahora
      </h2>
      <p className="mt-2 text-ink">
        Si estás pensando en el suicidio o en hacerte daño, o si alguien te está haciendo daño, no
        tienes que pasar por esto a solas. Hay ayuda gratuita y confidencial ahora mismo.
      </p>
      {ayuda.routes.length ? (
        <p className="mt-4 font-semibold text-ink">Te atienden en español en {ayuda.country}:</p>
      ) : null}
      <ul className="mt-2 flex flex-wrap gap-2">
        {ayuda.routes.map((route, index) => (
          <li key={route.href}>
            <a href={route.href} className={index === 0 ? LINE : LINE_QUIET}>
              {route.label}
              <span className="sr-only"> ({route.service})</span>
            </a>
          </li>
        ))}
        <li>
          <Link to={ayuda.countryPage} className={ayuda.routes.length ? LINE_QUIET : LINE}>
            Todas las líneas de crisis en {ayuda.country}
          </Link>
        </li>
        <li>
          <Link to={href("/es/ayuda")} className={LINE_QUIET}>
            Líneas en otros países
          </Link>
        </li>
      </ul>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink">
        <span>Si estás en peligro inmediato en {ayuda.country}, llama al</span>
        {ayuda.emergency.map((emergency, index) => (
          <span key={emergency.number} className="inline-flex items-center gap-2">
            {index > 0 ? <span>o al</span> : null}
            <a
              href={emergency.href}
              className="inline-flex items-center gap-1 font-semibold text-brand underline"
            >
              <PhoneIcon width={18} height={18} /> {emergency.number}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
