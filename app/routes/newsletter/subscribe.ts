import { href, redirect } from "react-router";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import type { NewsletterNotice } from "~/features/newsletter/messages";
import { safeReturnPath } from "~/features/newsletter/return-path";
import { subscribe } from "~/features/newsletter/subscribe.server";
import { admitWriteContext, dbContext, logContext, submitAllowanceContext } from "~/load-context";
import type { Route } from "./+types/subscribe";

/**
 * The newsletter box without JavaScript (docs/decisions/013-one-way-to-handle-a-form.md): the box
 * sits on prerendered pages, which have no action of their own, so it posts here and is sent
 * back with `?newsletter=` for the box to say what happened. With JavaScript the box calls
 * POST /api/newsletter instead; both store through `subscribe`, under the same per-IP limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeReturnPath(form.get("returnTo"));
  // Past the write queue's line nothing is stored, and the box says to try again in a few minutes.
  const release = await context.get(admitWriteContext)(request.signal);
  if (!release) return redirect(`${back}?newsletter=failed#newsletter`, 303);
  let notice: NewsletterNotice;
  try {
    const outcome = await subscribe(
      context.get(dbContext),
      { email: form.get("email") },
      context.get(submitAllowanceContext),
    );
    notice = typeof outcome === "object" ? "limited" : outcome;
  } catch (error) {
    const log = context.get(logContext);
    if (!isDatabaseUnavailable(error)) log.error({ err: error }, "a sign-up failed");
    else log.warn({ err: error }, "a sign-up could not be stored in time");
    notice = "failed";
  } finally {
    release();
  }
  return redirect(`${back}?newsletter=${notice}#newsletter`, 303);
}

/** A GET (a bookmarked or reloaded form address) goes to the blog, where the box lives. */
export function loader() {
  return redirect(href("/blog"), 303);
}
