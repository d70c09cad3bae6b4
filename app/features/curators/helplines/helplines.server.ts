import { data, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { curatorCountry, curatorService } from "~/domain/helplines/store.server";
import { catalogueChangedContext } from "~/load-context";
import { curatorAuthContext } from "../accounts/context";
import type { CuratorSession } from "../accounts/sessions.server";
import { stepUpForAction } from "../accounts/step-up.server";
import { writerOf, type HelplineRefusal, type Writer } from "./writes.server";

/*
 * The console's side of the crisis-line registry (./writes.server.ts): each change is tried with
 * the step-up the curator has; every change needs a fresh code, so without one it answers the
 * step-up form, which posts the same fields back with the code, and the change is made then.
 * Then the change is put live here (other processes hear of it from the database) before the
 * page answers.
 */

/** A refusal as the page shows it: why, each field's problem, and what the page keeps (`kept`). */
export function refusalData<K extends object>(refusal: HelplineRefusal, kept: K) {
  return data(
    {
      ...kept,
      message: refusal.message,
      errors: "errors" in refusal ? (refusal.errors ?? {}) : {},
    },
    { status: refusal.status === 401 ? 400 : refusal.status },
  );
}

/**
 * Makes a change for a console action: `done` (the change, made and live) or `answer` (the
 * step-up form, or the refusal as `refusalData` words it with `kept`) for the action to return.
 */
export async function changeWithStepUp<O extends { ok: true } | HelplineRefusal, K extends object>(
  args: {
    request: Request;
    context: Readonly<RouterContextProvider>;
    curator: CuratorSession;
    form: FormData;
    /** What is being done, as the step-up form names it. */
    what: string;
    /** What the page keeps beside a refusal: the values typed, which form failed. */
    kept: K;
  },
  attempt: (writer: Writer) => Promise<O>,
) {
  const { clock } = args.context.get(curatorAuthContext);
  let outcome = await attempt(writerOf(args.curator, clock()));
  if (!outcome.ok && outcome.status === 401) {
    const stepUp = await stepUpForAction(args);
    if (stepUp) return { answer: stepUp } as const;
    outcome = await attempt({ ...writerOf(args.curator, clock()), stepUpGiven: true });
  }
  if (!outcome.ok) return { answer: refusalData(outcome as HelplineRefusal, args.kept) } as const;
  await args.context.get(catalogueChangedContext)();
  return { done: outcome as Extract<O, { ok: true }> } as const;
}

export async function serviceOr404(db: Database, id: string) {
  const service = await curatorService(db, id);
  if (!service) throw data(null, { status: 404 });
  return service;
}

export async function countryOr404(db: Database, code: string) {
  const country = await curatorCountry(db, code);
  if (!country) throw data(null, { status: 404 });
  return country;
}
