import { count, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { clientIpContext } from "~/load-context";
import { passkeys } from "~/db/schema";
import { consoleServices } from "./guard.server";
import { passkeysWorkFor } from "./passkeys.server";
import type { CuratorSession } from "./sessions.server";
import { CODE_MESSAGES } from "./messages";
import { STEP_UP_FIELD, STEP_UP_PASSWORD_FIELD, type StepUpRequest } from "./step-up";

/**
 * Step-up (docs/security.md, "Step-up"): the changes that matter most (a helpline's number or
 * address, removing a service, deleting a submission, managing the second factor) ask for a
 * fresh second factor unless one was given in this session within STEP_UP_WINDOW_MS. Signing in
 * with a code or a passkey counts as giving one.
 *
 * One check, `needsStepUp`, used two ways:
 * - a console action calls `stepUpForAction` before the change: it answers the step-up form
 *   (which posts the same fields back with a code) or lets the action go on;
 * - the JSON API puts `requireStepUp` (server/api/curator.ts) in front of the route: 401
 *   `{"stepUp": true}` until `POST /api/curator/step-up` has taken a code.
 */
export const STEP_UP_WINDOW_MS = 10 * 60 * 1000;

/**
 * True when this curator must give a second factor before a step-up change. A curator without
 * one (possible only with REQUIRE_SECOND_FACTOR=0) is not asked: there is nothing to ask for,
 * which is one reason production keeps the setting on.
 */
export function needsStepUp(curator: CuratorSession, now: Date): boolean {
  if (!curator.hasSecondFactor) return false;
  const at = curator.secondFactorAt;
  return !at || now.getTime() - at.getTime() >= STEP_UP_WINDOW_MS;
}

/**
 * In a console action, before a step-up change: undefined when the action may go on (a recent
 * factor, or a right code sent with the form just now), otherwise the answer to return, which the
 * route shows as the step-up form (app/features/curators/accounts/step-up-form.tsx). That form
 * carries every field of the original post, so nothing typed is lost.
 *
 * `password`: the change is to how the curator signs in (the second factor's set-up), so it needs
 * the password typed again as well as a fresh factor, whatever the window: a stolen session, or a
 * single recovery code, is not enough (docs/security.md, "Changing the second factor").
 */
export async function stepUpForAction(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  curator: CuratorSession;
  /** The action's form, already read. */
  form: FormData;
  /** What is being done, as the form names it: "Delete the submission “…”". */
  what: string;
  password?: boolean;
}) {
  const { request, context, curator, form, what, password = false } = args;
  const { db, auth } = consoleServices(context);
  const codeNeeded = needsStepUp(curator, auth.clock());
  if (!codeNeeded && !password) return undefined;
  const [keys] = await db
    .select({ n: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, curator.userId));
  const withPasskey = codeNeeded && (keys?.n ?? 0) > 0 && passkeysWorkFor(auth.passkeys, request);
  const fields = [...form.entries()]
    .filter(
      ([name, value]) =>
        name !== STEP_UP_FIELD && name !== STEP_UP_PASSWORD_FIELD && typeof value === "string",
    )
    .map(([name, value]) => [name, value as string] as [string, string]);
  const answer = (status: number, message?: string, retryAfterSeconds?: number) =>
    data<{ stepUp: StepUpRequest }>(
      {
        stepUp: {
          what,
          fields,
          message,
          passkeys: withPasskey,
          ...(password ? { password: true, code: codeNeeded } : {}),
        },
      },
      {
        status,
        headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
      },
    );
  const ip = context.get(clientIpContext);
  const code = form.get(STEP_UP_FIELD);
  const codeGiven = typeof code === "string" && code.trim() !== "";
  if (password) {
    const given = form.get(STEP_UP_PASSWORD_FIELD);
    if (typeof given !== "string" || !given) {
      return codeGiven ? answer(400, CODE_MESSAGES.passwordMissing) : answer(401);
    }
    const checked = await auth.checkPassword(curator, given, ip);
    if (!checked.ok) return answer(checked.status, checked.message, checked.retryAfterSeconds);
    if (!codeNeeded) return undefined;
    if (!codeGiven) return answer(400, CODE_MESSAGES.missing);
  }
  if (!codeGiven) return answer(401);
  const result = await auth.stepUp(curator, code, ip);
  if (result.ok) return undefined;
  return answer(result.status, result.message, result.retryAfterSeconds);
}
