import { pacerFor } from "./breathing-pacer";

/** The two exercises that show the RAIN steps and a video link (docs/product.md, Resource detail). */
export const RAIN_IDS: ReadonlySet<string> = new Set(["rain-exercise", "rain-exercise-anxiety"]);

/** Whether a resource's page has an exercise section (steps, a pacer, a printable card). */
export function hasExerciseSection(resourceId: string): boolean {
  return RAIN_IDS.has(resourceId) || pacerFor(resourceId) !== undefined;
}
