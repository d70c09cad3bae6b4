import { renderToStaticMarkup } from "react-dom/server";
import { hasExerciseSection } from "./exercise-ids";
import { ExerciseSection } from "./exercise-section";

/**
 * An exercise page's steps, pacer and printable card as HTML, drawn on the server. The section
 * has nothing interactive (the pacer is CSS, its controls are <details> and a checkbox), so the
 * page shows this HTML as it is, and the code behind it never ships to the browser: every
 * resource page shares one module, and most resources are not exercises.
 */
export function exerciseSectionHtml(resourceId: string): string | null {
  return hasExerciseSection(resourceId)
    ? renderToStaticMarkup(<ExerciseSection resourceId={resourceId} />)
    : null;
}
