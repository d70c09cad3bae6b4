import { useState, useSyncExternalStore } from "react";
import {
  deletePlan,
  emptyPlan,
  isEmpty,
  parsePlan,
  PLAN_SECTIONS,
  readStoredPlan,
  savePlan,
  SECTION_MAX_CHARS,
  STORAGE_BLOCKED,
  type Plan,
  type SectionId,
} from "./plan";
import type { ReactNode } from "react";
import type { HelplineCountry } from "~/domain/helplines/types";
import { useT } from "~/lib/i18n";
import { PlanCrisisLines } from "./plan-crisis-lines";

type Status = "idle" | "saved" | "deleted" | "failed";

const storage = () => window.localStorage;

/** Another tab changing the plan updates this one (until this one is edited). */
function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}
const noSubscription = () => () => {};
const BUTTON =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold no-underline print:hidden";

/**
 * The plan's seven boxes. Without JavaScript they are plain text boxes that print as a blank
 * plan; with it, every change is kept in this browser at once.
 */
export function SafetyPlanForm({
  homeCountry,
  crisisLines,
}: {
  homeCountry: HelplineCountry;
  /** The lines printed with the plan, in place of the default list (a page in another language). */
  crisisLines?: ReactNode;
}) {
  // Its words come from the page's messages (`safetyPlan.` in app/locales/).
  const t = useT();
  // Before hydration (and without JavaScript) the plan is blank; then it is read from storage.
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => readStoredPlan(storage),
    () => null,
  );
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [edited, setEdited] = useState<Plan | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const [confirming, setConfirming] = useState(false);
  const plan = edited ?? (stored === STORAGE_BLOCKED ? emptyPlan() : parsePlan(stored));
  const failed = status === "failed" || (status === "idle" && stored === STORAGE_BLOCKED);

  const update = (id: SectionId, text: string) => {
    const next = { ...plan, [id]: text };
    setEdited(next);
    setStatus(savePlan(storage, next).ok ? "saved" : "failed");
  };

  const remove = () => {
    const result = deletePlan(storage);
    setEdited(emptyPlan());
    setConfirming(false);
    setStatus(result.ok ? "deleted" : "failed");
  };

  return (
    <div className="space-y-6">
      <form className="space-y-5" onSubmit={(event) => event.preventDefault()}>
        {PLAN_SECTIONS.map((section) => (
          <div key={section.id} className="print:break-inside-avoid">
            <label htmlFor={`plan-${section.id}`} className="block font-semibold text-ink">
              {t(`safetyPlan.${section.id}.title`)}
            </label>
            <p id={`plan-${section.id}-hint`} className="text-sm text-ink-muted print:hidden">
              {t(`safetyPlan.${section.id}.hint`)}
            </p>
            <textarea
              id={`plan-${section.id}`}
              name={section.id}
              rows={3}
              maxLength={SECTION_MAX_CHARS}
              aria-describedby={`plan-${section.id}-hint`}
              value={plan[section.id]}
              onChange={(event) => update(section.id, event.currentTarget.value)}
              className="mt-1 w-full rounded-lg border border-line bg-surface p-3 text-ink print:hidden"
            />
            {/* Print shows the text itself (a text box would cut it off), or ruled lines to write on. */}
            <div className="hidden min-h-[3.2em] whitespace-pre-wrap border-b border-ink/40 text-[10pt] leading-snug print:block">
              {plan[section.id]}
            </div>
            {section.id === "professionals"
              ? (crisisLines ?? <PlanCrisisLines home={homeCountry} />)
              : null}
          </div>
        ))}
      </form>

      <div aria-live="polite" className="print:hidden">
        {status === "saved" ? (
          <p className="text-sm text-ink-muted">{t("safetyPlan.saved")}</p>
        ) : status === "deleted" ? (
          <p className="text-sm text-ink-muted">{t("safetyPlan.deleted")}</p>
        ) : null}
      </div>
      {failed ? (
        <div
          role="alert"
          className="rounded-lg border border-danger bg-danger-soft p-4 print:hidden"
        >
          <p className="font-semibold">{t("safetyPlan.failedTitle")}</p>
          <p className="mt-1">{t("safetyPlan.failedText")}</p>
        </div>
      ) : null}

      {hydrated ? (
        <div className="flex flex-wrap gap-3 print:hidden">
          <button
            type="button"
            onClick={() => window.print()}
            className={`${BUTTON} bg-brand text-brand-ink hover:bg-brand-strong`}
          >
            {t("safetyPlan.print")}
          </button>
          {confirming ? (
            <>
              <button
                type="button"
                onClick={remove}
                className={`${BUTTON} bg-danger text-white dark:text-black`}
              >
                {t("safetyPlan.confirmDelete")}
              </button>
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className={`${BUTTON} border border-line bg-surface text-ink`}
              >
                {t("safetyPlan.keep")}
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={isEmpty(plan)}
              className={`${BUTTON} border border-line bg-surface text-ink disabled:opacity-60`}
            >
              {t("safetyPlan.delete")}
            </button>
          )}
        </div>
      ) : (
        <p className="text-sm text-ink-muted print:hidden">{t("safetyPlan.printBlank")}</p>
      )}
    </div>
  );
}
