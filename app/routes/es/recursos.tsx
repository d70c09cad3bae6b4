import { href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { addedBy } from "~/content/added-by";
import { SPANISH_RESOURCES } from "~/content/resources-es";
import { temaDe } from "~/content/temas-es";
import { pageHead } from "~/content/site-pages";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/recursos";

/**
 * The entries that are themselves in Spanish (app/content/resources-es.ts), by topic (its
 * Spanish name; a topic without one keeps its English name, marked as English). They are listed
 * here and found by the Spanish search (/es/buscar, /search?lang=es), not in the English
 * catalogue, topics or default search; each links to its own site and says who added it.
 */
export function loader() {
  const topics = new Map<string, { topic: string; english: boolean; entries: typeof rows }>();
  const rows = SPANISH_RESOURCES.map(({ id, title, description, url, subcategory, category }) => ({
    id,
    title,
    // The editors added them; no curator has reviewed them yet (none can be recorded here).
    byEditors: addedBy(id, true) === "editors",
    // The first paragraph: written here in Spanish for each entry in Spanish.
    description: description.split(/\n\s*\n/)[0]!,
    url: url ?? null,
    tema: temaDe({ category, subcategory }),
  }));
  for (const row of rows) {
    const group = topics.get(row.tema.name) ?? {
      topic: row.tema.name,
      english: row.tema.english,
      entries: [],
    };
    group.entries.push(row);
    topics.set(row.tema.name, group);
  }
  return {
    head: pageHead("/es/recursos"),
    translation: translationNoteFor("/es/recursos"),
    count: rows.length,
    topics: [...topics.values()],
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function Recursos({ loaderData }: Route.ComponentProps) {
  const { topics, count } = loaderData;
  return (
    <>
      <PageHeader
        title="Recursos en español"
        lead="Sitios, guías y servicios que están en español, elegidos con cuidado, por tema. Son recursos educativos; no reemplazan la atención profesional."
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 *:max-w-3xl">
        {count === 0 ? (
          <p>
            Todavía no hay recursos en español en nuestro catálogo. Si necesitas hablar con alguien
            ahora, ve a{" "}
            <Link to={href("/es/ayuda")} className="text-brand underline">
              Obtén ayuda ahora
            </Link>
            .
          </p>
        ) : (
          topics.map(({ topic, english, entries }) => (
            <section key={topic} aria-labelledby={`tema-${topic}`} className="space-y-4">
              <h2 id={`tema-${topic}`} className="text-2xl font-semibold">
                {english ? <span lang="en">{topic}</span> : topic}
              </h2>
              <ul className="space-y-4">
                {entries.map((entry) => (
                  <li key={entry.id} className="rounded-2xl border border-line bg-surface p-5">
                    <h3 className="text-lg font-semibold">
                      {entry.url ? (
                        <a href={entry.url} className="text-brand underline">
                          {entry.title}
                        </a>
                      ) : (
                        entry.title
                      )}
                    </h3>
                    <p className="mt-2 text-ink-muted">{entry.description}</p>
                    {entry.byEditors ? (
                      <p className="mt-2 text-sm text-ink-muted">
                        Añadido por nuestro equipo editorial; aún no revisado por la persona
                        curadora, profesional de la psicología, que elige nuestros recursos.
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <TranslationNote text={loaderData.translation} />
      </div>
    </>
  );
}
