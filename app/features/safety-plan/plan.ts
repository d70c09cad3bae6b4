/**
 * The personal safety plan, in the Stanley–Brown structure (Stanley & Brown, 2012). It lives in
 * this browser's localStorage only: nothing here sends it anywhere.
 */

export const PLAN_SECTIONS = [
  // Each section's title and hint are in the message catalogues: `safetyPlan.{id}.title`, `.hint`.
  { id: "warningSigns" },
  { id: "copingAlone" },
  { id: "distractions" },
  { id: "peopleToAsk" },
  { id: "professionals" },
  { id: "safeEnvironment" },
  { id: "reasons" },
] as const;

export type SectionId = (typeof PLAN_SECTIONS)[number]["id"];
export type Plan = Record<SectionId, string>;

/** The browser storage key; the value is JSON `{ version: 1, sections }`. */
export const PLAN_STORAGE_KEY = "steady-ground:safety-plan";
/** Each section holds at most this many characters (the text box stops there too). */
export const SECTION_MAX_CHARS = 2000;

export function emptyPlan(): Plan {
  return Object.fromEntries(PLAN_SECTIONS.map((section) => [section.id, ""])) as Plan;
}

export function isEmpty(plan: Plan): boolean {
  return PLAN_SECTIONS.every((section) => plan[section.id].trim() === "");
}

/** Reads a stored plan; anything unreadable or of another shape gives an empty plan. */
export function parsePlan(stored: string | null): Plan {
  const plan = emptyPlan();
  if (!stored) return plan;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return plan;
  }
  const sections = (value as { sections?: unknown } | null)?.sections;
  if (typeof sections !== "object" || sections === null) return plan;
  for (const section of PLAN_SECTIONS) {
    const text = (sections as Record<string, unknown>)[section.id];
    if (typeof text === "string") plan[section.id] = text.slice(0, SECTION_MAX_CHARS);
  }
  return plan;
}

export function serializePlan(plan: Plan): string {
  return JSON.stringify({ version: 1, sections: plan });
}

export type StorageResult = { ok: true } | { ok: false };

/** What reading storage gives when the browser blocks it (a value no stored plan can have). */
export const STORAGE_BLOCKED = "\u0000blocked";

/**
 * The stored plan as its raw text (a stable value React can compare), null when there is none,
 * or STORAGE_BLOCKED. Saving and deleting likewise report failure rather than throwing.
 */
export function readStoredPlan(storage: () => Storage): string | null {
  try {
    return storage().getItem(PLAN_STORAGE_KEY);
  } catch {
    return STORAGE_BLOCKED;
  }
}

export function savePlan(storage: () => Storage, plan: Plan): StorageResult {
  try {
    if (isEmpty(plan)) storage().removeItem(PLAN_STORAGE_KEY);
    else storage().setItem(PLAN_STORAGE_KEY, serializePlan(plan));
    return { ok: true };
  } catch {
    return { ok: false };
  }
}

export function deletePlan(storage: () => Storage): StorageResult {
  try {
    storage().removeItem(PLAN_STORAGE_KEY);
    return { ok: true };
  } catch {
    return { ok: false };
  }
}
