import { BOX, BREATH } from "./exercises";

/**
 * An on-page breathing pacer made of CSS alone: it runs before and without JavaScript. Opening
 * the <details> starts it from the first breath (closing it stops it, so reopening restarts);
 * the Pause checkbox freezes it where it is. With reduced motion it never moves, and the same
 * steps are there as text. Keyframes: app/styles/tailwind.css (`pacer-*`).
 */

interface Phase {
  /** The word shown while it lasts. */
  word: string;
  /** How many counts (one count is one second in the animation). */
  counts: number;
}

export interface BreathingPattern {
  /** Names the keyframes: `pacer-${id}-…`. */
  id: "478" | "box";
  /** How the printable card names it: "The 4-7-8 breath, step by step". */
  name: string;
  phases: readonly Phase[];
}

/** 4-7-8: in through the nose for 4, hold for 7, out through the mouth for 8 (Dr. Andrew Weil). */
export const PATTERN_478: BreathingPattern = {
  id: "478",
  name: "The 4-7-8 breath",
  phases: [
    { word: "Breathe in", counts: BREATH.inhale },
    { word: "Hold", counts: BREATH.hold },
    { word: "Breathe out", counts: BREATH.exhale },
  ],
};

/**
 * Box breathing: in, hold, out, hold, 4 counts each (the Zakim Center at Dana-Farber Cancer
 * Institute; resource `box-breathing`).
 */
export const PATTERN_BOX: BreathingPattern = {
  id: "box",
  name: "Box breathing",
  phases: [
    { word: "Breathe in", counts: BOX.count },
    { word: "Hold", counts: BOX.count },
    { word: "Breathe out", counts: BOX.count },
    { word: "Hold", counts: BOX.count },
  ],
};

/** Resources whose page shows a pacer, by id. Another breathing exercise adds one line here. */
const PACER_BY_RESOURCE: Record<string, BreathingPattern> = {
  "4-7-8-breath": PATTERN_478,
  "4-7-8-breath-anxiety": PATTERN_478,
  "box-breathing": PATTERN_BOX,
};

export function pacerFor(resourceId: string): BreathingPattern | undefined {
  return PACER_BY_RESOURCE[resourceId];
}

/** Seconds in one full breath: the animation's period. */
export function cycleSeconds(pattern: BreathingPattern): number {
  return pattern.phases.reduce((sum, phase) => sum + phase.counts, 0);
}

/** The pacer's own words, English by default; a page in another language passes its own. */
export interface PacerWords {
  start: string;
  stop: string;
  /** Beneath each phase's word: "for 4". */
  forCounts: (counts: number) => string;
  pause: string;
  howItWorks: string;
  reducedMotion: string;
}

export const PACER_WORDS: PacerWords = {
  start: "Start the pacer",
  stop: "Stop the pacer",
  forCounts: (counts) => `for ${counts}`,
  pause: "Pause",
  howItWorks:
    "The circle grows as you breathe in and shrinks as you breathe out; one count is one second. Close the pacer to stop; open it again to start over.",
  reducedMotion:
    "Your device asks for less motion, so the pacer stays still. Follow the steps below at your own pace, counting slowly.",
};

/** The pacer; `children` is the same exercise as text, shown beneath it (and alone when printed). */
export function BreathingPacer({
  pattern,
  words = PACER_WORDS,
  children,
}: {
  pattern: BreathingPattern;
  words?: PacerWords;
  children: React.ReactNode;
}) {
  const style = { "--pacer-cycle": `${cycleSeconds(pattern)}s` } as React.CSSProperties;
  return (
    <div style={style}>
      <details className="pacer group print:hidden" data-pattern={pattern.id}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand px-4 font-semibold text-brand-ink">
          <span className="group-open:hidden">{words.start}</span>
          <span className="hidden group-open:inline">{words.stop}</span>
        </summary>
        <div className="motion-reduce:hidden">
          <div aria-hidden="true" className="pacer-stage">
            <span className="pacer-circle" />
            {pattern.phases.map((phase, index) => (
              <span key={index} className={`pacer-word pacer-${pattern.id}-${index}`}>
                {phase.word}
                <span className="block text-base font-normal">{words.forCounts(phase.counts)}</span>
              </span>
            ))}
          </div>
          <label className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
            <input type="checkbox" className="pacer-pause h-5 w-5 accent-brand" />
            {words.pause}
          </label>
          <p className="text-sm text-ink-muted">{words.howItWorks}</p>
        </div>
        <p className="mt-3 hidden text-ink-muted motion-reduce:block">{words.reducedMotion}</p>
      </details>
      <div className="mt-6">{children}</div>
    </div>
  );
}
