import { href, Link } from "react-router";
import { pageHead } from "~/content/site-pages";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/inicio";

export function loader() {
  return { head: pageHead("/es"), translation: translationNoteFor("/es") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { ...args.loaderData.head, locale: "es" }) : [];

/** Where each Spanish page leads, in the order someone having a hard time needs them. */
const PATHS = [
  {
    to: href("/es/ayuda"),
    title: "Obtén ayuda ahora",
    text: "Líneas de crisis, primero las que te atienden en español.",
  },
  {
    to: href("/es/plan-de-seguridad"),
    title: "Mi plan de seguridad",
    text: "Escribe qué te ayuda y a quién llamar en un momento difícil. Se queda en tu dispositivo.",
  },
  {
    to: href("/es/chequeo"),
    title: "Un chequeo privado",
    text: "Preguntas breves sobre tu ánimo y tu preocupación. No es un diagnóstico.",
  },
  {
    to: href("/es/recursos"),
    title: "Recursos en español",
    text: "Sitios, guías y servicios que están en español, por tema.",
  },
  {
    to: href("/es/respirar"),
    title: "Ejercicios de respiración",
    text: "Dos ejercicios breves para calmarte ahora, con una guía que marca el ritmo.",
  },
] as const;

export default function Inicio({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Ayuda en español, cuando la necesitas
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">
            Si estás pasando por un momento difícil, no tienes que atravesarlo solo ni sola. Aquí
            encontrarás, en tu idioma, con quién hablar ahora mismo y qué hacer mientras tanto.
          </p>
          <p className="mt-3 max-w-2xl text-ink-muted">
            Si estás en peligro inmediato, llama al número de emergencias de tu zona.
          </p>
        </div>
      </section>
      <section aria-labelledby="caminos" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="caminos" className="sr-only">
          Por dónde empezar
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {PATHS.map((path) => (
            <li key={path.to}>
              <Link
                to={path.to}
                className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 no-underline shadow-sm hover:shadow-md"
              >
                <span className="text-xl font-semibold text-brand underline">{path.title}</span>
                <span className="mt-2 text-ink-muted">{path.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-ink-muted">
          Lo que escribes o respondes aquí se queda en tu navegador. Lee cómo cuidamos tu{" "}
          <Link to={href("/es/privacidad")} className="text-brand underline">
            privacidad
          </Link>{" "}
          y cómo{" "}
          <Link to={href("/es/salir-con-seguridad")} className="text-brand underline">
            navegar con seguridad
          </Link>
          .
        </p>
        <TranslationNote text={loaderData.translation} className="mt-6" />
      </section>
    </>
  );
}
