import { SITE_NAME } from "~/lib/site";
import { BreathingPacer, type BreathingPattern, pacerFor } from "./breathing-pacer";
import { RAIN_IDS } from "./exercise-ids";
import { BoxSteps, BreathSteps, RainSteps } from "./exercises";

/** Each pacer's steps as text: beneath the pacer, instead of it under reduced motion, and on paper. */
const STEPS: Record<BreathingPattern["id"], () => React.JSX.Element> = {
  "478": BreathSteps,
  box: BoxSteps,
};

/**
 * An exercise's steps as a card: on screen a section of the page, on paper a card of its own
 * (a new sheet, a cut line around it) to keep by the bed or in a wallet. `kicker` (printed
 * only) and `note` are English unless a page in another language passes its own.
 */
export function PrintableCard({
  title,
  kicker = `${SITE_NAME}: an exercise card`,
  note = "Educational, not medical advice. To print this card, use your browser’s Print command; it prints on a page of its own.",
  children,
}: {
  title: string;
  kicker?: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-line bg-surface p-5 print:break-before-page print:break-inside-avoid print:rounded-none print:border-2 print:border-dashed print:p-4">
      <p className="hidden text-[9pt] print:block">{kicker}</p>
      <h3 className="text-xl font-semibold print:text-[14pt]">{title}</h3>
      <div className="mt-3">{children}</div>
      <p className="mt-3 text-sm text-ink-muted print:text-[8pt]">{note}</p>
    </div>
  );
}

/** What an exercise's page adds below its description: the steps to follow, a pacer, a card. */
export function ExerciseSection({ resourceId }: { resourceId: string }) {
  const pattern = pacerFor(resourceId);
  if (RAIN_IDS.has(resourceId)) {
    return (
      <section aria-labelledby="rain" className="mt-10">
        <h2 id="rain" className="text-2xl font-semibold">
          The RAIN exercise, step by step
        </h2>
        <div className="mt-4">
          <PrintableCard title="RAIN: Recognize, Accept, Investigate, Nurture">
            <RainSteps headingLevel={4} withVideo />
          </PrintableCard>
        </div>
      </section>
    );
  }
  if (pattern) {
    const Steps = STEPS[pattern.id];
    return (
      <section aria-labelledby="breathe-along" className="mt-10 max-w-[68ch]">
        <h2 id="breathe-along" className="text-2xl font-semibold">
          Breathe along
        </h2>
        <p className="mt-2 text-ink-muted print:hidden">
          A pacer that shows when to breathe in, hold and breathe out. If you feel light-headed,
          stop and breathe normally.
        </p>
        <div className="mt-4">
          <BreathingPacer pattern={pattern}>
            <PrintableCard title={`${pattern.name}, step by step`}>
              <Steps />
            </PrintableCard>
          </BreathingPacer>
        </div>
      </section>
    );
  }
  return null;
}
