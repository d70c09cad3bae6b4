import { ayudaBusqueda } from "~/features/espanol/ayuda-busqueda.server";
import { isCrisisQuery } from "~/features/search/crisis-query";
import { isCrisisQueryEs } from "~/features/search/crisis-query-es";
import {
  isSpanishTopic,
  searchSpanish,
  spanishTopics,
  toSpanishResult,
} from "~/features/search/spanish.server";

/**
 * /es/buscar: the entries and pages in Spanish that match `?q=`, narrowed by `?tema=` (a topic of
 * the entries in Spanish; anything else is ignored). Crisis words in Spanish, or in English, pin
 * "Obtén ayuda ahora" with the default country's lines (docs/product.md, "Search").
 */
export function buscar(url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim();
  const requested = url.searchParams.get("tema");
  const tema = requested && isSpanishTopic(requested) ? requested : null;
  const found = searchSpanish(q);
  const crisis = isCrisisQueryEs(q) || isCrisisQuery(q);
  return {
    q,
    tema,
    temas: spanishTopics(),
    resources: found.resources
      .map(toSpanishResult)
      .filter((result) => !tema || result.tema.id === tema),
    // Pages are found by the words alone: a topic narrows the resources.
    pages: tema ? [] : found.pages,
    ayuda: crisis ? ayudaBusqueda() : null,
  };
}
