import { ExternalIcon } from "~/components/ui/icons";

export const RAIN_STEPS = [
  {
    letter: "R",
    name: "Recognize",
    text: "Pause and name what is happening inside you: “this is worry”, “sadness is here”.",
  },
  {
    letter: "A",
    name: "Accept",
    text: "Let the feeling be there for now, without fixing it or pushing it away.",
  },
  {
    letter: "I",
    name: "Investigate",
    text: "With gentle curiosity, notice where it lives in your body and what it most needs.",
  },
  {
    letter: "N",
    name: "Nurture",
    text: "Offer yourself kindness: a hand on your heart, a few caring words, as you would a friend.",
  },
] as const;

/**
 * The 4-7-8 breath as Dr. Andrew Weil describes it: in for 4, hold for 7, out for 8, four
 * breaths. Only the technique is his; no schedule is attributed to him.
 */
export const BREATH = {
  inhale: 4,
  hold: 7,
  exhale: 8,
  breaths: "four",
} as const;

/**
 * Box breathing as the Zakim Center at Dana-Farber Cancer Institute teaches it: in through the
 * nose, hold, out through the mouth, hold, 4 counts each, for three to five minutes or more.
 */
export const BOX = { count: 4, minutes: "three to five" } as const;

export const RAIN_VIDEO_URL = "https://www.tarabrach.com/rain/";
export const BREATH_VIDEO_URL =
  "https://www.drweil.com/videos-features/videos/breathing-exercises-4-7-8-breath/";
export const BOX_VIDEO_URL = "https://myzakim.dana-farber.org/videos/box-breathing-3-mins";

/** A video on another site, in a new tab. */
interface VideoLink {
  href: string;
  label: string;
  /** What a screen reader hears after the label; English unless a page passes its own. */
  newTab?: string;
  /** The video's language, when it is not the page's (`hrefLang`). */
  language?: string;
}

function ExternalLink({
  href,
  newTab = "(opens in a new tab)",
  language,
  children,
}: Omit<VideoLink, "label"> & { children: React.ReactNode }) {
  return (
    <a
      href={href}
      hrefLang={language}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 font-semibold text-brand underline"
    >
      {children}
      <ExternalIcon width={16} height={16} className="shrink-0" />
      <span className="sr-only">{newTab}</span>
    </a>
  );
}

export function RainSteps({
  headingLevel = 3,
  withVideo = false,
}: {
  headingLevel?: 3 | 4;
  withVideo?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div>
      <ol className="grid gap-4 sm:grid-cols-2">
        {RAIN_STEPS.map((step) => (
          <li key={step.name} className="flex gap-3 rounded-xl border border-line bg-surface p-4">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-brand-ink"
            >
              {step.letter}
            </span>
            <div>
              <Heading className="font-semibold">{step.name}</Heading>
              <p className="mt-1 text-sm text-ink-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-ink-muted">
        Looking closely at a hard feeling can stir it up for a while. It is fine to stop at any
        step, open your eyes and come back to what is around you.
      </p>
      {withVideo ? (
        <p className="mt-4">
          <ExternalLink href={RAIN_VIDEO_URL}>
            Watch and listen to Tara Brach guide RAIN
          </ExternalLink>
        </p>
      ) : null}
    </div>
  );
}

/** Numbered steps, then a safety line and a link to a demonstration. */
export function NumberedSteps({
  steps,
  caution,
  video,
}: {
  steps: readonly string[];
  caution: string;
  video: VideoLink;
}) {
  return (
    <div>
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand"
            >
              {index + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-ink-muted">{caution}</p>
      <p className="mt-3">
        <ExternalLink href={video.href} newTab={video.newTab} language={video.language}>
          {video.label}
        </ExternalLink>
      </p>
    </div>
  );
}

export function BreathSteps() {
  return (
    <NumberedSteps
      steps={[
        "Rest the tip of your tongue on the ridge just behind your upper front teeth, and keep it there.",
        "Breathe out completely through your mouth, with a soft whoosh.",
        `Close your mouth and breathe in quietly through your nose for ${BREATH.inhale} counts.`,
        `Hold your breath for ${BREATH.hold} counts.`,
        `Breathe out through your mouth for ${BREATH.exhale} counts, with a whoosh. That is one breath; take ${BREATH.breaths} in all.`,
      ]}
      caution="If you feel light-headed, stop and breathe normally. Start gently."
      video={{ href: BREATH_VIDEO_URL, label: "Watch a demonstration of the 4-7-8 breath" }}
    />
  );
}

export function BoxSteps() {
  return (
    <NumberedSteps
      steps={[
        "Sit comfortably, with your back upright.",
        `Breathe in slowly through your nose for ${BOX.count} counts.`,
        `Hold your breath for ${BOX.count} counts.`,
        `Breathe out slowly through your mouth for ${BOX.count} counts.`,
        `Hold again for ${BOX.count} counts, then begin the next breath in. Keep going for ${BOX.minutes} minutes, or longer if it helps.`,
      ]}
      caution={`If ${BOX.count} counts feel like too much, hold for 2 or 3 at first. If you feel dizzy or light-headed, ease off or stop and breathe normally.`}
      video={{
        href: BOX_VIDEO_URL,
        label: "Watch the box breathing video from Dana-Farber",
      }}
    />
  );
}
