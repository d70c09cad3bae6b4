import { useEffect, useRef, useState, type ReactNode } from "react";
import { href, Link } from "react-router";
import { useChosenCountry } from "~/domain/helplines/chosen-country";
import type { HelplineCountry } from "~/domain/helplines/types";
import { CheckInForm } from "./check-in-form";
import type { PostedCheckIn } from "./check-in-page";
import { bandRanges, maxScore, type Instrument } from "./questionnaire";
import type { CheckInResult } from "./scoring";
import { useHydrated } from "./use-hydrated";
import { localDate } from "./local-date";
import { PrintSheetBody, PrintSheetTitle } from "./print-sheet";
import {
  FORM_WORDS_ES,
  meaningEs,
  NEXT_STEPS_ES,
  PRINT_WORDS_ES,
  SAFETY_MEANING_ES,
} from "./chequeo-words";

/*
 * The PHQ-9 in Spanish (/es/chequeo/phq-9): the English page's form, scoring and privacy, with
 * the official Spanish wording and our words around it in Spanish. With JavaScript the answers
 * are scored here and never sent; without it the form posts to this same address, answered with
 * the result and nothing stored (docs/product.md, "Check in privately").
 */

const QUIET_BUTTON =
  "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-ink no-underline hover:bg-surface-muted";
const LINK = "font-semibold text-brand underline";

/** Where the Spanish page's crisis help shows: first in the result, or beside item 9. */
type HelpNow = (country: HelplineCountry, where: "result" | "item") => ReactNode;

function Resultado(props: {
  instrument: Instrument;
  result: CheckInResult;
  /** The day it was scored, `YYYY-MM-DD`: printed on the sheet. */
  date: string;
  country: HelplineCountry;
  helpNow: HelpNow;
  /** The crisis lines printed on the sheet, in Spanish (the route's, from its feature). */
  printLines: (country: HelplineCountry) => ReactNode;
  hydrated: boolean;
  autoFocus: boolean;
}) {
  const { instrument, result, country } = props;
  const [name, setName] = useState("");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!props.autoFocus) return;
    const heading = box.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
    heading.scrollIntoView({ block: "start" });
  }, [props.autoFocus]);
  const step = NEXT_STEPS_ES[result.nextStep];
  return (
    <div ref={box} className="space-y-8">
      <div className="space-y-8 print:hidden">
        {result.safetyConcern ? props.helpNow(country, "result") : null}
        <section
          aria-labelledby="result-title"
          className="rounded-xl border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="result-title" className="text-2xl font-semibold text-ink">
            Tu resultado del {instrument.name}
          </h2>
          <p className="mt-3 text-lg text-ink">
            Puntaje: <span className="text-3xl font-bold">{result.score}</span> de {result.max}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="font-semibold">{result.band.name}</span>
          </p>
          {result.safetyConcern ? (
            <p className="mt-3 font-semibold text-ink">{SAFETY_MEANING_ES}</p>
          ) : null}
          <p className="mt-3 text-ink">{meaningEs(result.band.name)}</p>
          <p className="mt-3 text-sm text-ink-muted">
            Es un chequeo personal, no un diagnóstico: solo un médico u otro profesional calificado
            puede diagnosticar la depresión. El ánimo bajo es común, y hay ayuda que le sirve a
            mucha gente.
          </p>
          <h3 className="mt-6 text-xl font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-ink">{step.text}</p>
        </section>
      </div>
      <ImprimirResultado {...props} name={name} onName={setName} />
    </div>
  );
}

/**
 * "Imprimir para quien te atiende": the English page's one-page sheet for a clinician
 * (./print-sheet.tsx), with its words and crisis lines in Spanish. The name is printed only when
 * one is typed; it is never sent or saved.
 */
function ImprimirResultado(props: {
  instrument: Instrument;
  result: CheckInResult;
  date: string;
  country: HelplineCountry;
  printLines: (country: HelplineCountry) => ReactNode;
  hydrated: boolean;
  name: string;
  onName: (name: string) => void;
}) {
  return (
    <section aria-labelledby="print-title" className="flex flex-col gap-3 print:gap-1">
      <div className="print:hidden">
        <h2 id="print-title" className="text-2xl font-semibold text-ink">
          Imprimir para quien te atiende
        </h2>
        <p className="mt-1 text-ink-muted">
          Una página con el cuestionario, la fecha de hoy, tus respuestas, tu puntaje y nivel, y
          líneas de crisis. Tu nombre se imprime solo si lo escribes aquí; nunca se envía ni se
          guarda.
        </p>
      </div>
      <div className="max-w-sm print:order-2 print:max-w-none print:has-[input:placeholder-shown]:hidden">
        <label
          htmlFor="print-name"
          className="block font-medium text-ink print:inline print:font-semibold"
        >
          <span className="print:hidden">Tu nombre en la hoja (opcional)</span>
          <span className="hidden print:inline">Nombre: </span>
        </label>
        <input
          id="print-name"
          type="text"
          autoComplete="name"
          placeholder="Opcional"
          value={props.name}
          onChange={(event) => props.onName(event.currentTarget.value)}
          className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink print:mt-0 print:inline print:w-auto print:border-0 print:p-0"
        />
      </div>
      <div className="flex flex-wrap gap-3 print:hidden">
        {props.hydrated ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-brand-ink hover:bg-brand-strong"
          >
            Imprimir para quien te atiende
          </button>
        ) : (
          <p className="text-ink">
            Usa el comando Imprimir de tu navegador: este resultado se imprime en una página.
          </p>
        )}
      </div>
      <PrintSheetTitle instrument={props.instrument} date={props.date} words={PRINT_WORDS_ES} />
      <PrintSheetBody
        instrument={props.instrument}
        result={props.result}
        words={PRINT_WORDS_ES}
        crisisLines={props.printLines(props.country)}
      />
    </section>
  );
}

function AcercaDel({ instrument }: { instrument: Instrument }) {
  return (
    <section aria-labelledby="about-instrument" className="border-t border-line pt-8 print:hidden">
      <h2 id="about-instrument" className="text-xl font-semibold text-ink">
        Acerca del {instrument.name}
      </h2>
      <p className="mt-2 text-ink">
        El {instrument.name} fue elaborado por los doctores Robert L. Spitzer, Janet B.W. Williams,
        Kurt Kroenke y colegas, mediante una subvención educativa de Pfizer Inc., y cualquiera puede
        usarlo. Las preguntas y respuestas de arriba son las de su versión oficial en español
        (Estados Unidos), palabra por palabra; por eso le hablan de «usted». Cada respuesta vale de
        0 («Ningún día») a 3 («Casi todos los días»), y el puntaje es la suma, de 0 a{" "}
        {maxScore(instrument)}:
      </p>
      <ul className="mt-2 list-disc pl-5 text-ink">
        {bandRanges(instrument).map((band) => (
          <li key={band.name}>
            {band.from}–{band.to}: {band.name.toLowerCase()}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Fuente (en inglés):{" "}
        <a
          href={instrument.source.href}
          className="text-brand underline"
          rel="noreferrer"
          lang="en"
        >
          {instrument.source.citation}
        </a>
      </p>
    </section>
  );
}

export function ChequeoPage(props: {
  instrument: Instrument;
  /** The registry's default country, whose lines show until the visitor chooses one. */
  homeCountry: HelplineCountry;
  posted?: PostedCheckIn;
  /** "Obtén ayuda ahora" with the lines that answer in Spanish (the route's, from its feature). */
  helpNow: HelpNow;
  /** The crisis lines printed with the result, Spanish routes first (the route's). */
  printLines: (country: HelplineCountry) => ReactNode;
  /** Who translated the page, last. */
  footer: ReactNode;
}) {
  const { instrument, posted } = props;
  const hydrated = useHydrated();
  const country = useChosenCountry() ?? props.homeCountry;
  const [shown, setShown] = useState<CheckInResult | null>(
    posted?.outcome.ok ? posted.outcome.result : null,
  );
  const [date, setDate] = useState(posted?.date ?? "");
  const [scoredHere, setScoredHere] = useState(0);
  const [changing, setChanging] = useState(0);
  useEffect(() => {
    if (changing === 0) return;
    const stem = document.getElementById("check-in-stem");
    if (!stem) return;
    stem.tabIndex = -1;
    stem.focus();
  }, [changing]);
  const initial = posted
    ? posted.outcome.ok
      ? { answers: posted.outcome.result.answers, difficulty: posted.outcome.result.difficulty }
      : posted.outcome.given
    : undefined;

  return (
    <>
      <div className="border-b border-line bg-surface print:hidden">
        <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
          <p className="text-sm">
            <Link to={href("/es/chequeo")} className="text-brand underline">
              Un chequeo privado
            </Link>
          </p>
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
            {instrument.name}: un chequeo sobre {instrument.about}
          </h1>
          <p className="mt-3 text-lg text-ink-muted">
            {instrument.countInWords} preguntas sobre con qué frecuencia te han molestado algunas
            cosas en las últimas dos semanas. Es un chequeo personal, no un diagnóstico: un punto de
            partida para cuidarte, o para hablar con un médico o un terapeuta.
          </p>
          <p className="mt-3 text-ink">
            <span className="font-semibold">Tus respuestas son privadas.</span>{" "}
            {hydrated
              ? "Se califican aquí, en este dispositivo, y no se nos envían ni a nosotros ni a nadie."
              : "Se envían una sola vez para calcular tu puntaje y vuelven de inmediato; no se guarda ni se registra nada."}{" "}
            <Link to={href("/es/privacidad")} className="text-brand underline">
              Privacidad
            </Link>
          </p>
          <p className="mt-5 rounded-xl bg-surface-muted p-4 text-sm text-ink-muted">
            Si estás pensando en el suicidio o estás en crisis, no tienes que esperar al final de
            las preguntas:{" "}
            <Link to={href("/es/ayuda")} className={LINK}>
              Obtén ayuda ahora
            </Link>
            .
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 print:space-y-2 print:p-0">
        <div hidden={shown !== null}>
          <CheckInForm
            instrument={instrument}
            initial={initial}
            initialMissing={posted && !posted.outcome.ok ? posted.outcome.missing : undefined}
            country={country}
            hydrated={hydrated}
            words={FORM_WORDS_ES}
            safetyNote={props.helpNow(country, "item")}
            onResult={(result) => {
              setShown(result);
              setDate(localDate(new Date()));
              setScoredHere((count) => count + 1);
            }}
          />
        </div>
        {shown ? (
          <div className="space-y-6">
            <Resultado
              key={scoredHere}
              autoFocus={scoredHere > 0}
              instrument={instrument}
              result={shown}
              date={date}
              country={country}
              helpNow={props.helpNow}
              printLines={props.printLines}
              hydrated={hydrated}
            />
            {hydrated ? (
              <button
                type="button"
                onClick={() => {
                  setShown(null);
                  setChanging((count) => count + 1);
                }}
                className={`${QUIET_BUTTON} print:hidden`}
              >
                Cambiar mis respuestas
              </button>
            ) : (
              <a href={href("/es/chequeo/phq-9")} className={`${QUIET_BUTTON} print:hidden`}>
                Responder de nuevo
              </a>
            )}
          </div>
        ) : null}
        <AcercaDel instrument={instrument} />
        {props.footer}
      </div>
    </>
  );
}
