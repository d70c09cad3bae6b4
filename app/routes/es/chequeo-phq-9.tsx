import { data } from "react-router";
import { pageHead } from "~/content/site-pages";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import type { PostedCheckIn } from "~/features/check-in/check-in-page";
import { PHQ_9_ES } from "~/features/check-in/instruments-es";
import { localDate } from "~/features/check-in/local-date";
import { readAnswers, scoreCheckIn } from "~/features/check-in/scoring";
import { ChequeoPage } from "~/features/check-in/chequeo-page";
import { AyudaAhora, NotaDeAyuda } from "~/features/espanol/ayuda-ahora";
import { LineasParaElPlan } from "~/features/espanol/lineas";
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

export default function ChequeoPhq9({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ChequeoPage
      instrument={loaderData.instrument}
      homeCountry={loaderData.homeCountry}
      posted={actionData}
      helpNow={(country, where) =>
        where === "result" ? <AyudaAhora country={country} /> : <NotaDeAyuda country={country} />
      }
      printLines={(country) => <LineasParaElPlan country={country} />}
      footer={<TranslationNote className="print:text-[8pt]" text={loaderData.translation} />}
    />
  );
}
