import { PhoneIcon } from "~/components/ui/icons";
import { callHref } from "~/domain/helplines/dial";
import { hostOf, methodHref } from "~/domain/helplines/links";
import type { HelplineCountry, HelplineService, Method } from "~/domain/helplines/types";
import { regionName } from "~/lib/locale";

/*
 * A country's crisis lines on the Spanish pages (/es/ayuda, /es/ayuda/{code}), from the registry
 * (app/domain/helplines/): first every way of reaching a line that its own Spanish page says
 * answers in Spanish (a method's `languages`), then the other lines, each marked with the
 * language its page states ("en inglés") or that it states none. Nothing here is a number: every
 * one is the registry's.
 */

const LINK = "font-semibold text-brand underline";

/** True when a route answers in Spanish (es, es-US, es-419…). */
export function inSpanish(method: Method): boolean {
  return method.languages?.some((tag) => tag === "es" || tag.startsWith("es-")) ?? false;
}

/** The service's own page's languages (English names in the registry) as Spanish tags. */
const LANGUAGE_TAGS: Record<string, string> = {
  English: "en",
  Spanish: "es",
  French: "fr",
  Portuguese: "pt",
  German: "de",
  Italian: "it",
  Dutch: "nl",
  Finnish: "fi",
  Swedish: "sv",
  Norwegian: "no",
  Danish: "da",
  Polish: "pl",
  Russian: "ru",
  Ukrainian: "uk",
  "American Sign Language": "ase",
};

/**
 * "en inglés", "en inglés y francés": the languages a route answers in, as stated for the route
 * or else for the service; null when neither states any.
 */
export function languagesInSpanish(
  method: Method,
  service: Pick<HelplineService, "languages">,
): string | null {
  const tags =
    method.languages ??
    service.languages.flatMap((name) => (LANGUAGE_TAGS[name] ? [LANGUAGE_TAGS[name]] : []));
  if (tags.length === 0) return null;
  const names = new Intl.DisplayNames(["es"], { type: "language" });
  // The platform has no Spanish name for American Sign Language.
  const name = (tag: string) =>
    tag === "ase" ? "lengua de señas americana" : (names.of(tag) ?? tag);
  const words = [...new Set(tags.map(name))];
  return `en ${new Intl.ListFormat("es", { type: "conjunction" }).format(words)}`;
}

/** "Llama al NÚMERO", "Envía PALABRA por mensaje de texto al NÚMERO", "Chatea en SITIO". */
export function methodLabelEs(method: Method): string {
  if (method.kind === "call") return `Llama al ${method.value}`;
  if (method.kind === "text") {
    return method.keyword
      ? `Envía ${method.keyword} por mensaje de texto al ${method.value}`
      : `Envía un mensaje de texto al ${method.value}`;
  }
  return `Chatea en ${hostOf(method.value)}`;
}

/** A service's name is marked English when its page answers in English and not in Spanish. */
const nameLang = (service: HelplineService) =>
  service.languages.includes("English") && !service.languages.includes("Spanish")
    ? "en"
    : undefined;

function hoursEs(service: HelplineService) {
  if (service.hours.kind === "always") return <>Las 24 horas, todos los días.</>;
  if (service.hours.kind === "unknown") return <>Su página no indica un horario.</>;
  return (
    <>
      Horario: <span lang="en">{service.hoursText}</span>
    </>
  );
}

function Route({ method, label }: { method: Method; label: string | null }) {
  return (
    <li>
      <a href={methodHref(method)} className={LINK}>
        {methodLabelEs(method)}
      </a>
      {label ? <span className="text-ink-muted"> ({label})</span> : null}
      {method.note ? (
        <span className="block text-sm text-ink-muted" lang="en">
          {method.note}
        </span>
      ) : null}
    </li>
  );
}

function LineCard({
  service,
  methods,
  marked,
}: {
  service: HelplineService;
  methods: Method[];
  /** Whether each route says which language it answers in (the lines after the Spanish ones). */
  marked: boolean;
}) {
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h3 className="text-lg font-semibold">
        <span lang={nameLang(service)}>{service.name}</span>
      </h3>
      <ul className="mt-3 space-y-2">
        {methods.map((method) => (
          <Route
            key={`${method.kind}:${method.value}`}
            method={method}
            label={marked ? (languagesInSpanish(method, service) ?? "idioma no indicado") : null}
          />
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">{hoursEs(service)}</p>
      <p className="mt-1 text-sm text-ink-muted">
        Comprobado el{" "}
        {new Date(service.checkedAt).toLocaleDateString("es", {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        })}{" "}
        en{" "}
        <a href={service.checkedAgainst} className="text-brand underline">
          {hostOf(service.checkedAgainst)}
        </a>
        .
      </p>
    </article>
  );
}

/** The routes that answer in Spanish, then every other route, by service, in the curator's order. */
export function splitBySpanish(services: readonly HelplineService[]) {
  const spanish = services.flatMap((service) => {
    const methods = service.methods.filter(inSpanish);
    return methods.length ? [{ service, methods }] : [];
  });
  const others = services.flatMap((service) => {
    const methods = service.methods.filter((method) => !inSpanish(method));
    return methods.length ? [{ service, methods }] : [];
  });
  return { spanish, others };
}

/** In danger: the country's emergency numbers. */
export function EmergenciasEs({ country }: { country: Omit<HelplineCountry, "services"> }) {
  const { numbers } = country.emergency;
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span>Si estás en peligro inmediato en {regionName("es", country.code)}, llama al</span>
      {numbers.map((number, index) => (
        <span key={number} className="inline-flex items-center gap-2">
          {index > 0 ? <span>o al</span> : null}
          <a href={callHref(number)} className={`${LINK} inline-flex items-center gap-1`}>
            <PhoneIcon width={18} height={18} /> {number}
          </a>
        </span>
      ))}
    </p>
  );
}

/** A country's lines: those that answer in Spanish first, then the others, marked. */
export function LineasDelPais({ country }: { country: HelplineCountry }) {
  const { spanish, others } = splitBySpanish(country.services);
  const name = regionName("es", country.code);
  return (
    <div className="space-y-8">
      <section aria-labelledby="en-espanol" className="space-y-4">
        <h2 id="en-espanol" className="text-2xl font-semibold">
          Líneas que te atienden en español
        </h2>
        {spanish.length ? (
          spanish.map(({ service, methods }) => (
            <LineCard key={service.id} service={service} methods={methods} marked={false} />
          ))
        ) : (
          <p className="text-ink-muted">
            Todavía no hemos podido comprobar en la página de un servicio de {name} que te atienda
            en español. Las líneas de abajo siguen estando ahí para ti.
          </p>
        )}
      </section>
      {others.length ? (
        <section aria-labelledby="otras" className="space-y-4">
          <h2 id="otras" className="text-2xl font-semibold">
            Otras líneas
          </h2>
          {others.map(({ service, methods }) => (
            <LineCard key={service.id} service={service} methods={methods} marked />
          ))}
        </section>
      ) : null}
    </div>
  );
}

/** The lines printed with the Spanish safety plan: the default country's, Spanish routes first. */
export function LineasParaElPlan({ country }: { country: HelplineCountry }) {
  const { spanish, others } = splitBySpanish(country.services);
  const rows = [
    ...spanish.map((row) => ({ ...row, marked: false })),
    ...others.map((row) => ({ ...row, marked: true })),
  ];
  return (
    <div
      data-print-crisis-lines
      className="mt-2 rounded-lg bg-surface-muted p-3 text-sm print:bg-transparent print:p-0 print:text-[9pt]"
    >
      <p className="font-semibold">Líneas de crisis en {regionName("es", country.code)}</p>
      <ul className="mt-1 space-y-1">
        {country.emergency.numbers.slice(0, 1).map((number) => (
          <li key={number}>
            Emergencias:{" "}
            <a href={callHref(number)} className={LINK}>
              {number}
            </a>
          </li>
        ))}
        {rows.map(({ service, methods, marked }) => (
          <li key={`${service.id}-${marked}`}>
            <span lang={nameLang(service)}>{service.name}</span>:{" "}
            {methods.map((method, index) => (
              <span key={`${method.kind}:${method.value}`}>
                {index > 0 ? "; " : null}
                <a href={methodHref(method)} className={LINK}>
                  {methodLabelEs(method)}
                </a>
                {marked
                  ? ` (${languagesInSpanish(method, service) ?? "idioma no indicado"})`
                  : null}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
