import { data, Form, href, Link, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { languageName } from "~/content/review-languages";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { reviewerName } from "~/domain/reviews";
import { profileOf } from "~/domain/reviews.server";
import { requireCurator, requireSameOrigin } from "~/features/curators/accounts/guard.server";
import { ConsoleCard } from "~/features/curators/console/console-card";
import { ConsoleFrame } from "~/features/curators/console/console-frame";
import { ConsoleNotice } from "~/features/curators/console/console-notice";
import { CuratorErrorBoundary } from "~/features/curators/console/error-boundary";
import {
  notYourLanguageMessage,
  recordPageReview,
  translatedPagesWithReviews,
  type TranslatedPage,
} from "~/features/curators/needs-review/page-reviews.server";
import { NO_PROFILE_MESSAGE } from "~/features/curators/needs-review/reviews.server";
import { NoProfileNotice } from "~/features/curators/profile/no-profile-notice";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { catalogueChangedContext } from "~/load-context";
import type { Route } from "./+types/translations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, curator } = await requireCurator(request, context);
  const [pages, profile] = await Promise.all([
    translatedPagesWithReviews(db, activeRegistry()),
    profileOf(db, curator.userId),
  ]);
  const recorded = new URL(request.url).searchParams.get("reviewed");
  return {
    username: curator.username,
    pages,
    hasProfile: Boolean(profile),
    reviewsSpanish: profile?.languages.includes("es") ?? false,
    notYourLanguage: notYourLanguageMessage("es"),
    recorded: pages.find((page) => page.path === recorded)?.title ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { db, curator } = await requireCurator(request, context);
  const path = (await request.formData()).get("path");
  const outcome = await recordPageReview(
    db,
    typeof path === "string" ? path : "",
    activeRegistry(),
    curator,
  );
  if (!outcome.ok) {
    return data(
      { message: outcome.message, needsProfile: outcome.message === NO_PROFILE_MESSAGE },
      { status: outcome.status },
    );
  }
  await context.get(catalogueChangedContext)();
  return redirect(
    `${href("/curator/translations")}?reviewed=${encodeURIComponent(String(path))}`,
    303,
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Spanish pages",
    description: "Record a review of a Spanish page's translation.",
    noindex: true,
  });

function PageCard({ page, canReview }: { page: TranslatedPage; canReview: boolean }) {
  return (
    <ConsoleCard title={page.title} href={page.path}>
      <p className="text-sm text-ink-muted">
        {page.path}.{" "}
        {page.review ? (
          <>
            Translation reviewed by {reviewerName(page.review.reviewer)} on{" "}
            <time dateTime={page.review.reviewedOn}>{formatDate(page.review.reviewedOn)}</time>
          </>
        ) : (
          "Translation not yet reviewed"
        )}
      </p>
      {canReview ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="path" value={page.path} />
          <button
            type="submit"
            aria-label={`Record review: ${page.title}`}
            className={buttonClasses("secondary", "sm")}
          >
            Record review
          </button>
        </Form>
      ) : null}
    </ConsoleCard>
  );
}

export default function CuratorTranslations({ loaderData, actionData }: Route.ComponentProps) {
  const { username, pages, hasProfile, reviewsSpanish, notYourLanguage, recorded } = loaderData;
  const canReview = hasProfile && reviewsSpanish;
  const countries = pages.filter((page) => page.path.startsWith("/es/ayuda/"));
  const others = pages.filter((page) => !page.path.startsWith("/es/ayuda/"));
  return (
    <ConsoleFrame username={username} section="translations">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Spanish pages</h1>
      <p className="mt-1 max-w-[68ch] text-ink-muted">
        Every Spanish page says it was translated by our editorial team and not yet reviewed by a
        Spanish-speaking clinician. Recording a review changes that page&rsquo;s note to your name,
        your credentials and today&rsquo;s date, in Spanish: record one only for a page whose
        Spanish you have read through yourself.
      </p>
      {hasProfile ? null : <NoProfileNotice />}
      {hasProfile && !reviewsSpanish ? (
        <p className="mt-5 max-w-[68ch] rounded-xl border border-line p-4">
          {notYourLanguage}{" "}
          <Link to={href("/curator/profile")} className="font-semibold underline">
            Your profile
          </Link>
        </p>
      ) : null}
      <ConsoleNotice
        success={recorded ? `Recorded your review of ${recorded}.` : null}
        problem={actionData?.needsProfile ? null : actionData?.message}
      />
      {actionData?.needsProfile ? <NoProfileNotice alert /> : null}
      <section aria-labelledby="pages" className="mt-10">
        <h2 id="pages" className="text-xl font-semibold">
          Pages in {languageName("es")}
        </h2>
        <ul className="mt-4 space-y-3" aria-label="Spanish pages">
          {others.map((page) => (
            <PageCard key={page.path} page={page} canReview={canReview} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="countries" className="mt-10">
        <h2 id="countries" className="text-xl font-semibold">
          Crisis lines by country, in Spanish
        </h2>
        <p className="mt-1 max-w-[68ch] text-sm text-ink-muted">
          Each country&rsquo;s page is reviewed on its own: its lines and their notes differ.
        </p>
        <ul className="mt-4 space-y-3" aria-label="Crisis lines by country, in Spanish">
          {countries.map((page) => (
            <PageCard key={page.path} page={page} canReview={canReview} />
          ))}
        </ul>
      </section>
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CuratorErrorBoundary error={error} />;
}
