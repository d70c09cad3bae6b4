import { useState } from "react";
import { data, Form, href, Link, redirect, useRevalidator, useSubmit } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { requireSameOrigin, requireSignedIn } from "~/features/curators/accounts/guard.server";
import { PASSKEY_NAME_MAX } from "~/features/curators/accounts/messages";
import { PasskeyButton, usePasskeySupport } from "~/features/curators/accounts/passkey-button";
import { passkeysWorkFor, removePasskey } from "~/features/curators/accounts/passkeys.server";
import { PasswordField } from "~/features/curators/accounts/password-field";
import { secondFactorsOf } from "~/features/curators/accounts/second-factor.server";
import { StepUpForm } from "~/features/curators/accounts/step-up-form";
import { stepUpForAction } from "~/features/curators/accounts/step-up.server";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { retryAfterHeaders } from "~/lib/retry-after";
import type { Route } from "./+types/passkeys";

/**
 * Passkeys, beside the authenticator app (never instead of it): the list, removing one (the
 * password and a fresh factor), and, with JavaScript in a browser with WebAuthn, adding one
 * (app/routes/curator/passkey.ts takes the password and the fresh factor for that).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, auth, curator } = await requireSignedIn(request, context);
  const factors = await secondFactorsOf(db, curator.userId);
  if (!factors.totp) throw redirect(href("/curator/second-factor/app"));
  return {
    passkeys: factors.passkeys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    passkeysHere: passkeysWorkFor(auth.passkeys, request),
    removed: new URL(request.url).searchParams.has("removed"),
  };
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireSignedIn(request, context);
  const form = await request.formData();
  const intent = form.get("intent");

  // Before adding a passkey (../passkey.ts asks for it): a fresh code, then back with the name.
  if (intent === "confirm-for-passkey") {
    const name = String(form.get("name") ?? "").slice(0, PASSKEY_NAME_MAX);
    const what = "Adding a passkey";
    const stepUp = await stepUpForAction({ request, context, curator, form, what });
    if (stepUp) return stepUp;
    return { passkeyName: name };
  }
  if (intent === "remove-passkey") {
    const id = Number(form.get("id"));
    const what = `Removing the passkey “${String(form.get("name") ?? "")}”`;
    const stepUp = await stepUpForAction({ request, context, curator, form, what, password: true });
    if (stepUp) return stepUp;
    if (!Number.isSafeInteger(id) || !(await removePasskey(db, curator, id))) {
      return data({ message: "That passkey was already removed." }, { status: 404 });
    }
    return redirect(`${href("/curator/second-factor/passkeys")}?removed`, 303);
  }
  return data({ message: "That request could not be read." }, { status: 400 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Passkeys · Sign-in security",
    description: "The curator's passkeys: a list, and adding or removing one.",
    noindex: true,
  });

/**
 * With JavaScript, in a browser with WebAuthn: a name and the password, then the browser's own
 * passkey prompt. It asks for a fresh code first when the last was more than 10 minutes ago
 * (the step-up form, then back here with the name kept).
 */
function AddPasskey({ initialName, confirmed }: { initialName: string; confirmed: boolean }) {
  const supported = usePasskeySupport();
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState("");
  const [added, setAdded] = useState<string>();
  const revalidator = useRevalidator();
  const submit = useSubmit();
  if (!supported) return null;
  return (
    <div className="mt-6 max-w-md">
      {confirmed ? <ConsoleNotice success="Thank you. Now add the passkey." /> : null}
      <label htmlFor="passkey-name" className="mt-4 block font-medium text-ink">
        Name for a new passkey
      </label>
      <p id="passkey-name-hint" className="mt-1 text-sm text-ink-muted">
        So you can tell them apart: &ldquo;Work laptop&rdquo;, &ldquo;Blue security key&rdquo;.
      </p>
      <Input
        id="passkey-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        aria-describedby="passkey-name-hint"
        className="mt-1.5"
      />
      <label htmlFor="passkey-password" className="mt-4 block font-medium text-ink">
        Your password
      </label>
      <Input
        id="passkey-password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        className="mt-1.5"
      />
      <PasskeyButton
        purpose="add"
        label="Add a passkey"
        name={name}
        password={password}
        className="mt-3"
        onStepUp={() => void submit({ intent: "confirm-for-passkey", name }, { method: "post" })}
        onDone={() => {
          setAdded(name.trim());
          setName("");
          setPassword("");
          void revalidator.revalidate();
        }}
      />
      {added ? <ConsoleNotice success={`Added the passkey “${added}”.`} /> : null}
    </div>
  );
}

export default function Passkeys({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys, passkeysHere, removed } = loaderData;
  if (actionData && "stepUp" in actionData) {
    return (
      <div className="mt-6">
        <StepUpForm request={actionData.stepUp} />
      </div>
    );
  }
  const problem = actionData && "message" in actionData ? actionData.message : undefined;
  return (
    <section aria-labelledby="passkeys-heading" className="mt-8">
      <h2 id="passkeys-heading" className="text-2xl font-bold tracking-tight text-ink">
        Passkeys
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        A passkey (your computer&rsquo;s fingerprint or face unlock, or a security key) can be used
        instead of a code. They work with JavaScript on, in browsers that support them. Adding or
        removing one signs you out everywhere else.
      </p>
      <ConsoleNotice problem={problem} success={removed ? "The passkey was removed." : null} />
      {passkeys.length > 0 ? (
        <ul aria-label="Your passkeys" className="mt-4 max-w-xl space-y-3">
          {passkeys.map((key) => (
            <li key={key.id} className="rounded-xl border border-line bg-surface p-4">
              <p className="font-semibold text-ink">{key.name}</p>
              <p className="text-sm text-ink-muted">
                Added {formatDate(key.createdAt)}
                {key.lastUsedAt ? ` · last used ${formatDate(key.lastUsedAt)}` : ""}
              </p>
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="remove-passkey" />
                <input type="hidden" name="id" value={key.id} />
                <input type="hidden" name="name" value={key.name} />
                <PasswordField id={`remove-password-${key.id}`} className="min-w-0 flex-1" />
                <button
                  type="submit"
                  aria-label={`Remove ${key.name}`}
                  className={buttonClasses("secondary", "sm")}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-ink">No passkeys yet.</p>
      )}
      {passkeysHere ? (
        <AddPasskey
          initialName={actionData && "passkeyName" in actionData ? actionData.passkeyName : ""}
          confirmed={Boolean(actionData && "passkeyName" in actionData)}
        />
      ) : null}
      <p className="mt-6">
        <Link to={href("/curator/second-factor")} className="font-semibold text-brand underline">
          Back to sign-in security
        </Link>
      </p>
    </section>
  );
}
