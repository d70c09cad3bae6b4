import { data, Form, href, Link, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { requireSameOrigin, requireSignedIn } from "~/features/curators/accounts/guard.server";
import { PasswordField } from "~/features/curators/accounts/password-field";
import { RecoveryCodeList } from "~/features/curators/accounts/recovery-code-list";
import { RECOVERY_CODE_COUNT } from "~/features/curators/accounts/recovery-codes.server";
import {
  replaceRecoveryCodes,
  secondFactorsOf,
} from "~/features/curators/accounts/second-factor.server";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { stepUpForAction } from "~/features/curators/accounts/step-up.server";
import { pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import type { Route } from "./+types/recovery-codes";

/**
 * Recovery codes: how many are left, and a new set (the old one stops working, the curator's
 * other sessions end), which takes the password and a fresh factor.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireSignedIn(request, context);
  const factors = await secondFactorsOf(db, curator.userId);
  if (!factors.totp) throw redirect(href("/curator/second-factor/app"));
  return { left: factors.recoveryCodesLeft, of: RECOVERY_CODE_COUNT };
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireSignedIn(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "new-recovery-codes") {
    return data({ message: "That request could not be read." }, { status: 400 });
  }
  const what = "Making new recovery codes";
  const stepUp = await stepUpForAction({ request, context, curator, form, what, password: true });
  if (stepUp) return stepUp;
  return { recoveryCodes: await replaceRecoveryCodes(db, curator) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Recovery codes · Sign-in security",
    description: "The curator's recovery codes: how many are left, and a new set.",
    noindex: true,
  });

export default function RecoveryCodes({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "stepUp" in actionData) {
    return (
      <div className="mt-6">
        <StepUpForm request={actionData.stepUp} />
      </div>
    );
  }
  if (actionData && "recoveryCodes" in actionData) {
    return <RecoveryCodeList codes={actionData.recoveryCodes} switchedOn={false} />;
  }
  return (
    <section aria-labelledby="codes-heading" className="mt-8">
      <h2 id="codes-heading" className="text-2xl font-bold tracking-tight text-ink">
        Recovery codes
      </h2>
      <p className="mt-2 text-ink">
        Recovery codes left: <strong>{loaderData.left}</strong> of {loaderData.of}.
      </p>
      <p className="mt-2 max-w-prose text-ink-muted">
        Each works once instead of a code from the app. A new set replaces every code not yet used,
        and signs you out everywhere else.
      </p>
      <Form method="post" className="mt-4 max-w-sm">
        <input type="hidden" name="intent" value="new-recovery-codes" />
        <PasswordField id="codes-password" />
        <button type="submit" className={`${buttonClasses("secondary")} mt-4`}>
          Make new recovery codes
        </button>
      </Form>
      <p className="mt-6">
        <Link to={href("/curator/second-factor")} className="font-semibold text-brand underline">
          Back to sign-in security
        </Link>
      </p>
    </section>
  );
}
