import {
  CONSOLE_PATH,
  consoleServices,
  requireSameOrigin,
} from "~/features/curators/accounts/guard.server";
import { PASSKEY_MESSAGES, UNAUTHENTICATED_MESSAGE } from "~/features/curators/accounts/messages";
import {
  finishPasskeyRegistration,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  passkeysWorkFor,
  verifyPasskey,
} from "~/features/curators/accounts/passkeys.server";
import { markSecondFactor } from "~/features/curators/accounts/sessions.server";
import { needsStepUp } from "~/features/curators/accounts/step-up.server";
import { clientIpContext } from "~/load-context";
import type { Route } from "./+types/passkey";

/**
 * The passkey ceremonies of the console's pages (app/features/curators/accounts/passkey-button.tsx),
 * posted as form fields: `purpose` (sign-in, step-up, add) and `step` (options, then verify with
 * the browser's `response`). Answers JSON. Only with JavaScript: without it, codes do the job.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, auth } = consoleServices(context);
  const refuse = (status: number, message: string, extra: object = {}) =>
    Response.json({ message, ...extra }, { status });
  const session = await auth.currentCurator(request.headers.get("cookie"));
  if (!session) return refuse(401, UNAUTHENTICATED_MESSAGE);
  if (!passkeysWorkFor(auth.passkeys, request)) return refuse(400, PASSKEY_MESSAGES.unavailable);
  const form = await request.formData();
  const purpose = form.get("purpose");
  const verifying = form.get("step") === "verify";
  const now = auth.clock();

  // The sign-in's second step: a pending session only; the answer signs in.
  if (purpose === "sign-in") {
    if (!session.pending) return refuse(400, PASSKEY_MESSAGES.expired);
    if (!verifying) {
      const options = await passkeyAuthenticationOptions(db, session, auth.passkeys, now);
      return options ? Response.json(options) : refuse(400, PASSKEY_MESSAGES.unavailable);
    }
    const outcome = await verifyPasskey(db, session, auth.passkeys, form.get("response"), now);
    if (!outcome.ok) return refuse(400, outcome.message);
    const headers = new Headers();
    for (const cookie of await auth.promotePendingSession(session)) {
      headers.append("Set-Cookie", cookie);
    }
    return Response.json({ redirectTo: CONSOLE_PATH }, { headers });
  }

  if (session.pending) return refuse(401, UNAUTHENTICATED_MESSAGE);
  if (purpose === "step-up") {
    if (!verifying) {
      const options = await passkeyAuthenticationOptions(db, session, auth.passkeys, now);
      return options ? Response.json(options) : refuse(400, PASSKEY_MESSAGES.unavailable);
    }
    const outcome = await verifyPasskey(db, session, auth.passkeys, form.get("response"), now);
    if (!outcome.ok) return refuse(400, outcome.message);
    await markSecondFactor(db, session.sessionId, now);
    return Response.json({});
  }

  if (purpose === "add") {
    // Beside the authenticator app, never instead of it; and a change to the account's keys.
    if (!session.hasSecondFactor) return refuse(400, PASSKEY_MESSAGES.appFirst);
    if (needsStepUp(session, now)) return refuse(401, PASSKEY_MESSAGES.stepUp, { stepUp: true });
    if (!verifying) {
      // The password again, before the challenge: only a challenge handed out after it can be
      // answered with a new passkey (docs/security.md, "Changing the second factor").
      const ip = context.get(clientIpContext);
      const checked = await auth.checkPassword(session, form.get("password"), ip);
      if (!checked.ok) {
        const retry = checked.retryAfterSeconds;
        return Response.json(
          { message: checked.message },
          { status: checked.status, headers: retry ? { "Retry-After": String(retry) } : undefined },
        );
      }
      return Response.json(await passkeyRegistrationOptions(db, session, auth.passkeys, now));
    }
    const input = { response: form.get("response"), name: form.get("name") };
    const outcome = await finishPasskeyRegistration(db, session, auth.passkeys, input, now);
    return outcome.ok ? Response.json({}) : refuse(400, outcome.message);
  }
  return refuse(400, PASSKEY_MESSAGES.failed);
}
