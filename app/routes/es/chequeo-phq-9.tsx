import { lazy } from "react";
import { data, href, Link } from "react-router";
import { pageHead } from "~/content/site-pages";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import type { PostedCheckIn } from "~/features/check-in/check-in-page";
import { PHQ_9_ES } from "~/features/check-in/instruments-es";
import { localDate } from "~/features/check-in/local-date";
import { readAnswers, scoreCheckIn } from "~/features/check-in/scoring";
import { CheckInPage } from "~/features/check-in/check-in-page";
import { CHECK_IN_WORDS_ES } from "~/features/check-in/check-in-words-es";
import { TranslationNote } from "~/features/espanol/translation-note";
import { translationNoteFor } from "~/features/espanol/translation-note.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/chequeo-phq-9";

/** The Spanish PHQ-9: the questionnaire's official Spanish words travel as data, as in English. */
export function loader() {
  return {
    head: pageHead("/es/chequeo/phq-9"),
    translation: translationNoteFor("/es/chequeo/phq-9"),
    instrument: PHQ_9_ES,
    homeCountry: findCountry(activeRegistry(), DEFAULT_COUNTRY_CODE)!,
  };
}

/**
 * The form without JavaScript, as /check-in/phq-9's: scored here with the module the browser
 * uses, answered with the result page, never stored, never logged, never cached.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = scoreCheckIn(
    PHQ_9_ES,
    readAnswers(PHQ_9_ES, (name) => form.get(name)),
  );
  return data<PostedCheckIn>(
    { outcome, date: localDate(new Date()) },
    { status: outcome.ok ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

/*
 * The result and "Obtén ayuda ahora" load apart from the questions, as on the English page,
 * fetched as soon as the page has hydrated; without JavaScript the server renders them whole.
 */
const loadResultado = () => import("./chequeo-resultado");
const preload = () => void loadResultado();
const Resultado = lazy(() => loadResultado().then((module) => ({ default: module.Resultado })));
const NotaDeAyuda = lazy(() => loadResultado().then((module) => ({ default: module.NotaDeAyuda })));

const LINK = "font-semibold text-brand underline";

export default function ChequeoPhq9({ loaderData, actionData }: Route.ComponentProps) {
  const { homeCountry } = loaderData;
  return (
    <CheckInPage
      instrument={loaderData.instrument}
      posted={actionData}
      words={CHECK_IN_WORDS_ES}
      nav={
        <p className="text-sm">
          <Link to={href("/es/chequeo")} className="text-brand underline">
            Un chequeo privado
          </Link>
        </p>
      }
      notes={
        <p className="mt-5 rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">
          Si estás pensando en el suicidio o estás en crisis, no tienes que esperar al final de las
          preguntas:{" "}
          <Link to={href("/es/ayuda")} className={LINK}>
            Obtén ayuda ahora
          </Link>
          .
        </p>
      }
      again={href("/es/chequeo/phq-9")}
      result={(props) => <Resultado {...props} home={homeCountry} />}
      helpNow={(country) => <NotaDeAyuda country={country ?? homeCountry} />}
      preload={preload}
      footer={<TranslationNote className="print:text-[8pt]" text={loaderData.translation} />}
    />
  );
}
