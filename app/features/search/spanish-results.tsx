import type { SpanishResult } from "./spanish.server";

/**
 * The entries in Spanish a search found (/es/buscar, /search?lang=es), as /es/recursos shows
 * them: each links to its own site (there is no page here for it), with its topic and who added
 * it. In Spanish, marked so, whichever page shows them.
 */
export function ResultadosEnEspanol({
  id,
  heading,
  results,
}: {
  id: string;
  heading: string;
  results: readonly SpanishResult[];
}) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <ul lang="es" className="mt-3 space-y-3">
        {results.map((result) => (
          <li key={result.id} className="rounded-xl border border-line bg-surface p-4 sm:p-5">
            <h3 className="text-lg font-semibold">
              {result.url ? (
                <a href={result.url} className="text-brand underline">
                  {result.title}
                </a>
              ) : (
                result.title
              )}
            </h3>
            <p className="mt-1 text-sm text-ink-muted">
              {result.author ? <>{result.author} · </> : null}
              {result.tema.english ? <span lang="en">{result.tema.name}</span> : result.tema.name}
            </p>
            <p className="mt-2 max-w-3xl text-ink-muted">{result.summary}</p>
            {result.byEditors ? (
              <p className="mt-2 text-sm text-ink-muted">
                Añadido por nuestro equipo editorial; aún no revisado por la persona curadora.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
