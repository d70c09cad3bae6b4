import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PACER_WORDS, PATTERN_478, PATTERN_BOX } from "./breathing-pacer";
import { exerciseSectionHtml } from "./exercise-html.server";
import {
  EjerciciosDeRespiracion,
  PACER_WORDS_ES,
  PATTERN_478_ES,
  PATTERN_BOX_ES,
} from "./respiracion";

/** The text a reader sees, without tags; and every aria-label and sr-only text is in it. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const spanishHtml = renderToStaticMarkup(<EjerciciosDeRespiracion />);

/** The English words of the pacer, its card and the steps, none of which may show in Spanish. */
const ENGLISH = [
  PACER_WORDS.start,
  PACER_WORDS.stop,
  PACER_WORDS.forCounts(4),
  PACER_WORDS.pause,
  PACER_WORDS.howItWorks,
  PACER_WORDS.reducedMotion,
  "Breathe in",
  "Breathe out",
  "Hold",
  "an exercise card",
  "Educational, not medical advice",
  "(opens in a new tab)",
  "step by step",
  "counts",
];

describe("the breathing exercises in Spanish", () => {
  it("keep the English patterns' counts and keyframes, with the words in Spanish", () => {
    for (const [spanish, english] of [
      [PATTERN_BOX_ES, PATTERN_BOX],
      [PATTERN_478_ES, PATTERN_478],
    ] as const) {
      expect(spanish.id).toBe(english.id);
      expect(spanish.phases.map((phase) => phase.counts)).toEqual(
        english.phases.map((phase) => phase.counts),
      );
    }
    expect(PATTERN_478_ES.phases.map((phase) => phase.word)).toEqual([
      "Inhala",
      "Sostén el aire",
      "Exhala",
    ]);
    expect(PATTERN_BOX_ES.phases.map((phase) => phase.word)).toEqual([
      "Inhala",
      "Sostén el aire",
      "Exhala",
      "Sostén el aire",
    ]);
  });

  it("show both pacers and both cards with no English word of the pacer or the steps", () => {
    expect(spanishHtml).toContain('data-pattern="box"');
    expect(spanishHtml).toContain('data-pattern="478"');
    const words = text(spanishHtml);
    expect(ENGLISH.filter((phrase) => words.includes(phrase))).toEqual([]);
    expect(words).toContain(PACER_WORDS_ES.start);
    expect(words).toContain("Pausar");
    expect(words).toContain("cuenta hasta 7");
    expect(words).toContain("Respiración en caja, paso a paso");
    expect(words).toContain("La respiración 4-7-8, paso a paso");
    expect(words).toContain("Steady Ground: una tarjeta de ejercicio");
    expect(words).toContain("Educativo, no es consejo médico.");
    expect(words).toContain("(se abre en una pestaña nueva)");
  });

  it("give each exercise the English counts, cautions and videos", () => {
    const words = text(spanishHtml);
    expect(words).toContain("Inhala despacio por la nariz, contando hasta 4.");
    expect(words.match(/Sostén el aire( otra vez)?, contando hasta 4/g)).toHaveLength(2);
    expect(words).toContain("Sigue así de tres a cinco minutos");
    expect(words).toContain("Sostén el aire, contando hasta 7.");
    expect(words).toContain("contando hasta 8. Esa es una respiración; haz cuatro en total.");
    expect(words).toContain("Si sientes mareo, detente y respira con normalidad.");
    // The videos are in English, and say so.
    expect(spanishHtml).toContain(
      'href="https://myzakim.dana-farber.org/videos/box-breathing-3-mins" hrefLang="en"',
    );
    expect(spanishHtml).toContain(
      'href="https://www.drweil.com/videos-features/videos/breathing-exercises-4-7-8-breath/" hrefLang="en"',
    );
    expect(words).toContain("(en inglés)");
  });

  it("leave the English pages' pacer and card in English", () => {
    const words = text(exerciseSectionHtml("box-breathing") ?? "");
    expect(words).toContain("Start the pacer");
    expect(words).toContain("Stop the pacer");
    expect(words).toContain("Breathe in for 4");
    expect(words).toContain("Pause");
    expect(words).toContain("Steady Ground: an exercise card");
    expect(words).toContain("(opens in a new tab)");
    expect(words).not.toContain("Sostén");
    expect(exerciseSectionHtml("box-breathing")).not.toContain("hrefLang");
  });
});
