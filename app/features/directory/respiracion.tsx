import {
  BreathingPacer,
  PATTERN_478,
  PATTERN_BOX,
  type BreathingPattern,
  type PacerWords,
} from "./breathing-pacer";
import { PrintableCard } from "./exercise-section";
import { BOX, BOX_VIDEO_URL, BREATH, BREATH_VIDEO_URL, NumberedSteps } from "./exercises";
import { SITE_NAME } from "~/lib/site";

/*
 * The breathing exercises in Spanish (/es/respirar): the same two exercises, counts, cautions
 * and videos as the English resource pages (box-breathing, 4-7-8-breath) and the same CSS-only
 * pacer (docs/decisions/030), with its words in Spanish. Written here, "tú" (docs/espanol.md);
 * nothing is claimed that the English text does not say.
 */

/** The pacer's words in Spanish: "Sostén el aire", never "Sostén" alone (a garment in Mexico). */
export const PACER_WORDS_ES: PacerWords = {
  start: "Iniciar la guía",
  stop: "Detener la guía",
  forCounts: (counts) => `cuenta hasta ${counts}`,
  pause: "Pausar",
  howItWorks:
    "El círculo crece cuando inhalas y se achica cuando exhalas; cada tiempo dura un segundo. Cierra la guía para detenerla; ábrela de nuevo para volver a empezar.",
  reducedMotion:
    "Tu dispositivo pide menos movimiento, así que la guía se queda quieta. Sigue los pasos de abajo a tu ritmo, contando despacio.",
};

const PHASE_ES = {
  "Breathe in": "Inhala",
  Hold: "Sostén el aire",
  "Breathe out": "Exhala",
} as const;

/** An English pattern with its words in Spanish: the same counts, so the same keyframes. */
function inSpanish(pattern: BreathingPattern, name: string): BreathingPattern {
  return {
    ...pattern,
    name,
    phases: pattern.phases.map((phase) => ({
      ...phase,
      word: PHASE_ES[phase.word as keyof typeof PHASE_ES] ?? phase.word,
    })),
  };
}

export const PATTERN_BOX_ES = inSpanish(PATTERN_BOX, "Respiración en caja");
export const PATTERN_478_ES = inSpanish(PATTERN_478, "La respiración 4-7-8");

/** The English constants' words in Spanish; a change in English fails the type check here. */
const BREATHS_ES: Record<typeof BREATH.breaths, string> = { four: "cuatro" };
const MINUTES_ES: Record<typeof BOX.minutes, string> = { "three to five": "de tres a cinco" };

const NEW_TAB = "(se abre en una pestaña nueva)";

function PasosCaja() {
  return (
    <NumberedSteps
      steps={[
        "Siéntate cómodamente, con la espalda recta.",
        `Inhala despacio por la nariz, contando hasta ${BOX.count}.`,
        `Sostén el aire, contando hasta ${BOX.count}.`,
        `Exhala despacio por la boca, contando hasta ${BOX.count}.`,
        `Sostén el aire otra vez, contando hasta ${BOX.count}, y vuelve a inhalar. Sigue así ${MINUTES_ES[BOX.minutes]} minutos, o más si te ayuda.`,
      ]}
      caution={`Si contar hasta ${BOX.count} te parece demasiado, al principio sostén el aire contando hasta 2 o 3. Si sientes mareo, respira más suave o detente y respira con normalidad.`}
      video={{
        href: BOX_VIDEO_URL,
        label: "Mira el video de respiración en caja de Dana-Farber (en inglés)",
        newTab: NEW_TAB,
        language: "en",
      }}
    />
  );
}

function Pasos478() {
  return (
    <NumberedSteps
      steps={[
        "Apoya la punta de la lengua justo detrás de los dientes de arriba, en el borde de la encía, y déjala ahí.",
        "Saca todo el aire por la boca, con un soplido suave.",
        `Cierra la boca e inhala en silencio por la nariz, contando hasta ${BREATH.inhale}.`,
        `Sostén el aire, contando hasta ${BREATH.hold}.`,
        `Exhala por la boca, con un soplido, contando hasta ${BREATH.exhale}. Esa es una respiración; haz ${BREATHS_ES[BREATH.breaths]} en total.`,
      ]}
      caution="Si sientes mareo, detente y respira con normalidad. Empieza con suavidad."
      video={{
        href: BREATH_VIDEO_URL,
        label: "Mira una demostración de la respiración 4-7-8 (en inglés)",
        newTab: NEW_TAB,
        language: "en",
      }}
    />
  );
}

/** One exercise: what it is, then the pacer with its steps beneath as a printable card. */
function Ejercicio({
  id,
  pattern,
  intro,
  children,
}: {
  id: string;
  pattern: BreathingPattern;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="max-w-[68ch]">
      <h2 id={id} className="text-2xl font-semibold">
        {pattern.name}
      </h2>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <p className="mt-2 text-ink-muted print:hidden">
        Una guía que te muestra cuándo inhalar, sostener el aire y exhalar. Si sientes mareo,
        detente y respira con normalidad.
      </p>
      <div className="mt-4">
        <BreathingPacer pattern={pattern} words={PACER_WORDS_ES}>
          <PrintableCard
            title={`${pattern.name}, paso a paso`}
            kicker={`${SITE_NAME}: una tarjeta de ejercicio`}
            note="Educativo, no es consejo médico. Para imprimir esta tarjeta, usa el comando Imprimir de tu navegador; sale en una hoja aparte."
          >
            {children}
          </PrintableCard>
        </BreathingPacer>
      </div>
    </section>
  );
}

/** Both exercises, box breathing first: four even counts are the easiest to follow. */
export function EjerciciosDeRespiracion() {
  return (
    <>
      <Ejercicio
        id="caja"
        pattern={PATTERN_BOX_ES}
        intro={
          <>
            Una forma pareja y tranquila de respirar que puede ayudarte a calmarte cuando suben el
            estrés o la ansiedad. Inhalas, sostienes el aire, exhalas y vuelves a sostenerlo,
            contando hasta {BOX.count} cada vez, como si recorrieras los cuatro lados iguales de una
            caja. Así la enseña el <span lang="en">Zakim Center</span> del{" "}
            <span lang="en">Dana-Farber Cancer Institute</span>.
          </>
        }
      >
        <PasosCaja />
      </Ejercicio>
      <Ejercicio
        id="cuatro-siete-ocho"
        pattern={PATTERN_478_ES}
        intro="Un patrón de respiración sencillo que popularizó el Dr. Andrew Weil. Mucha gente lo usa para calmarse en un momento de estrés o para relajarse antes de dormir. Toma menos de un minuto y no necesitas nada más."
      >
        <Pasos478 />
      </Ejercicio>
    </>
  );
}
