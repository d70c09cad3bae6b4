import { data, href, redirect } from "react-router";
import { Portrait } from "~/components/ui/portrait";
import { languageName } from "~/content/review-languages";
import { profileOf } from "~/domain/reviews.server";
import { reviewerName } from "~/domain/reviews";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import { PhotoForm, ProfileForm, profileValues } from "~/features/curators/profile/profile-form";
import { profileFromForm, saveProfile } from "~/features/curators/profile/profile.server";
import { pageMeta } from "~/lib/meta";
import { catalogueChangedContext } from "~/load-context";
import type { Route } from "./+types/profile";

/** What the page says after a change went through (`?done=`). */
const DONE = {
  saved: "Saved. Every page that names you shows it now.",
  photo: "Photo saved.",
  "photo-removed": "Photo removed.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const profile = await profileOf(db, curator.userId);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    username: curator.username,
    profile: profile ?? null,
    notice: Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const input = profileFromForm(await request.formData());
  const outcome = await saveProfile(db, curator, input);
  if (!outcome.ok) {
    const values: Record<string, string> = {
      name: input.name,
      credentials: input.credentials,
      bio: input.bio,
      languages: input.languages.join(" "),
      ...Object.fromEntries(
        Object.entries(input.licence).map(([key, value]) => [`licence.${key}`, value]),
      ),
    };
    return data({ message: outcome.message, errors: outcome.errors, values }, { status: 400 });
  }
  await context.get(catalogueChangedContext)();
  return redirect(`${href("/curator/profile")}?done=saved`, 303);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Your public profile",
    description: "What visitors read about the curator who reviewed an entry.",
    noindex: true,
  });

export default function CuratorProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { username, profile, notice } = loaderData;
  return (
    <ConsoleFrame username={username} section="profile">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Your public profile</h1>
      <p className="mt-1 max-w-[68ch] text-ink-muted">
        Visitors read it beside every entry and article you review (&ldquo;Reviewed by&rdquo; your
        name and credentials, with the date), and on the About page if you have reviewed the most
        entries. Write only what is true and can be checked. Until you have a profile you cannot
        confirm reviews.
      </p>
      <ConsoleNotice
        success={notice}
        problem={actionData ? "Some fields need another look." : null}
      />
      {profile ? (
        <section
          aria-labelledby="preview"
          className="mt-6 max-w-2xl rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="preview" className="text-lg font-semibold">
            How a review reads
          </h2>
          <div className="mt-3 flex items-center gap-4">
            {profile.photo ? <Portrait photo={profile.photo} alt="" size={64} /> : null}
            <p className="text-ink">
              <span className="font-semibold">Reviewed by</span> {reviewerName(profile)}, on the day
              you confirm it.
            </p>
          </div>
          <p className="mt-3 text-ink">
            <span className="font-semibold">Reviews in:</span>{" "}
            {profile.languages.length
              ? profile.languages.map(languageName).join(", ")
              : "no language ticked"}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="details" className="mt-8 max-w-2xl">
        <h2 id="details" className="text-xl font-semibold">
          Details
        </h2>
        <div className="mt-4">
          <ProfileForm
            values={actionData?.values ?? profileValues(profile ?? undefined)}
            errors={actionData?.errors ?? {}}
          />
        </div>
      </section>
      <section aria-labelledby="photo" className="mt-10 max-w-2xl">
        <h2 id="photo" className="text-xl font-semibold">
          Photo
        </h2>
        <div className="mt-4">
          <PhotoForm photo={profile?.photo ?? null} name={profile?.name ?? ""} />
        </div>
      </section>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
