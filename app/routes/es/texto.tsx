import { data, href, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { Prose } from "~/components/ui/prose";
import { pageHead, type PagePath } from "~/content/site-pages";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { hasPageContent, pageContent, type PageName } from "~/features/pages/page-content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/texto";

/** The Spanish text pages: the text in app/content/pages/es/, or, until it is written, the English. */
const PAGES = {
  "/es/privacidad": {
    content: "es/privacidad",
    english: "privacy",
    lead: "Qué guarda este sitio sobre ti, por qué, durante cuánto tiempo y cómo pedir que lo borremos.",
  },
  "/es/salir-con-seguridad": {
    content: "es/salir-con-seguridad",
    english: "browsing-safely",
    lead: "Si otra persona podría revisar tu teléfono o tu computadora, estos pasos pueden ayudarte a que tu visita quede en privado.",
  },
} satisfies Partial<Record<PagePath, { content: PageName; english: PageName; lead: string }>>;

const isPage = (path: string): path is keyof typeof PAGES => Object.hasOwn(PAGES, path);

export function loader({ request }: Route.LoaderArgs) {
  const path = `/${new URL(request.url).pathname.replace(/^\/+|\/+$/g, "")}`;
  if (!isPage(path)) throw data(null, { status: 404 });
  const page = PAGES[path];
  const translated = hasPageContent(page.content);
  return {
    head: pageHead(path),
    translation: translationNoteFor(path),
    lead: page.lead,
    translated,
    html: pageContent(translated ? page.content : page.english).html,
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function Texto({ loaderData }: Route.ComponentProps) {
  const { head, lead, translated, html } = loaderData;
  return (
    <>
      <PageHeader title={head.title} lead={lead} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
        {translated ? (
          <Prose html={html} />
        ) : (
          <>
            <p className="max-w-3xl rounded-xl bg-surface-muted p-4 text-ink-muted">
              Este texto todavía no está en español. Mientras tanto, aquí tienes la versión en
              inglés. Si necesitas ayuda ahora, ve a{" "}
              <Link to={href("/es/ayuda")} className="text-brand underline">
                Obtén ayuda ahora
              </Link>
              .
            </p>
            <div lang="en">
              <Prose html={html} />
            </div>
          </>
        )}
        <TranslationNote text={loaderData.translation} />
      </div>
    </>
  );
}
