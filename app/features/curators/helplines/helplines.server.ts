import { data, type RouterContextProvider } from "react-router";
import { catalogueChangedContext } from "~/load-context";
import { curatorAuthContext } from "../accounts/context";
import type { HelplineRefusal } from "~/domain/helplines/store.server";
import type { CuratorSession } from "../accounts/sessions.server";
import { needsStepUp, stepUpForAction } from "../accounts/step-up.server";

/*
 * The console's side of the crisis-line registry (app/domain/helplines/store.server.ts): each
 * change is tried with the step-up the curator has; a change that needs a fresh code (a number,
 * an address, adding or removing a line) answers the step-up form, which posts the same fields
 * back with the code, and the change is made then. Then the change is put live here (other
 * processes hear of it from the database) before the page answers.
 */

type Outcome<T> = ({ ok: true } & T) | HelplineRefusal;

export async function changeWithStepUp<T>(
  args: {
    request: Request;
    context: Readonly<RouterContextProvider>;
    curator: CuratorSession;
    form: FormData;
    /** What is being done, as the step-up form names it. */
    what: string;
  },
  attempt: (stepUpGiven: boolean) => Promise<Outcome<T>>,
) {
  const auth = args.context.get(curatorAuthContext);
  let outcome = await attempt(!needsStepUp(args.curator, auth.clock()));
  if (!outcome.ok && outcome.status === 401) {
    const stepUp = await stepUpForAction(args);
    if (stepUp) return { stepUp };
    outcome = await attempt(true);
  }
  if (outcome.ok) await args.context.get(catalogueChangedContext)();
  return { outcome };
}

/** A refusal as the page shows it: why, and each field's problem. */
export function refusalData(refusal: HelplineRefusal, values?: unknown) {
  return data(
    {
      message: refusal.message,
      errors: "errors" in refusal ? (refusal.errors ?? {}) : {},
      values: values ?? null,
    },
    { status: refusal.status === 401 ? 400 : refusal.status },
  );
}
