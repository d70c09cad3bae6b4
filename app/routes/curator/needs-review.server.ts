import { data, redirect, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { profileOf } from "~/domain/reviews.server";
import { findPost, POSTS } from "~/features/blog/posts";
import { getAllResources, getResourceById } from "~/features/directory/catalogue.server";
import { latestResults } from "~/features/curators/links/link-results.server";
import {
  needsReview,
  NEVER_REVIEWED_PAGE_SIZE,
  type QueueSubject,
} from "~/features/curators/needs-review/queue";
import {
  confirmReview,
  latestReviews,
  NO_PROFILE_MESSAGE,
  type Reviewing,
  type ReviewSubject,
} from "~/features/curators/needs-review/reviews.server";
import { closeReportsOf, openReportCounts } from "~/features/reports/reports.server";
import { curatorRegistry } from "~/domain/helplines/store.server";
import { linesDue } from "~/features/curators/helplines/due";
import { linkTargetsContext } from "~/features/curators/links/context";

/**
 * Everything a curator can review, in the order visitors meet it: the articles, then the
 * catalogue in its own order (the home page's featured entries first).
 */
function reviewSubjects(): QueueSubject[] {
  return [
    ...POSTS.map((post) => ({ kind: "article" as const, id: post.slug, title: post.title })),
    ...getAllResources().map((resource) => ({
      kind: "resource" as const,
      id: resource.id,
      title: resource.title,
    })),
  ];
}

/** A subject's title, or undefined when there is nothing of that kind with that id to review. */
export function subjectTitle(subject: ReviewSubject): string | undefined {
  return subject.kind === "article"
    ? findPost(subject.id)?.title
    : getResourceById(subject.id)?.title;
}

/** `resource:headspace` or `article:depression-in-men`, as the form posts it. */
function readSubject(value: FormDataEntryValue | null): ReviewSubject | undefined {
  const match = typeof value === "string" ? /^(resource|article):(.+)$/.exec(value) : null;
  return match ? { kind: match[1] as ReviewSubject["kind"], id: match[2]! } : undefined;
}

/** The needs-review queue (app/features/curators/needs-review/queue.ts), a page of it at a time. */
export async function loadQueue(
  db: Database,
  context: Readonly<RouterContextProvider>,
  url: URL,
  userId: number,
) {
  const subjects = reviewSubjects();
  const now = new Date();
  const [reviews, openReports, links, profile, helplines] = await Promise.all([
    latestReviews(db),
    openReportCounts(db),
    latestResults(
      db,
      context
        .get(linkTargetsContext)()
        .map((target) => target.resourceId),
    ),
    profileOf(db, userId),
    curatorRegistry(db),
  ]);
  const { attention, neverReviewed } = needsReview({
    subjects,
    reviews,
    openReports,
    links: new Map(links.map((link) => [link.resourceId, link])),
    now,
  });
  const pages = Math.max(1, Math.ceil(neverReviewed.length / NEVER_REVIEWED_PAGE_SIZE));
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), pages) : 1;
  const start = (page - 1) * NEVER_REVIEWED_PAGE_SIZE;
  const confirmed = readSubject(url.searchParams.get("confirmed"));
  return {
    attention,
    neverReviewed: {
      entries: neverReviewed.slice(start, start + NEVER_REVIEWED_PAGE_SIZE),
      total: neverReviewed.length,
      first: start + 1,
      page,
      pages,
    },
    total: subjects.length,
    canReview: Boolean(profile),
    confirmed: confirmed ? (subjectTitle(confirmed) ?? null) : null,
    // The crisis lines due for a check (6 months) or overdue (12).
    lines: linesDue(helplines, now),
  };
}

/**
 * "Confirm reviewed" from the console (the queue, or an entry's page): records the curator's
 * review and, for an entry, closes its open reports, in one transaction; then back to `back`.
 */
export async function confirmFromForm(
  db: Database,
  form: FormData,
  curator: Reviewing,
  catalogueChanged: () => Promise<void>,
  back: string,
) {
  const subject = readSubject(form.get("subject"));
  const title = subject && subjectTitle(subject);
  if (!subject || !title) {
    return data({ message: "That is no longer listed.", needsProfile: false }, { status: 404 });
  }
  const outcome = await confirmReview(db, subject, curator, {
    note: form.get("note") ?? undefined,
    alongside:
      subject.kind === "resource"
        ? async (tx) => void (await closeReportsOf(tx, [subject.id], curator.username))
        : undefined,
  });
  if (!outcome.ok) {
    return data(
      { message: outcome.message, needsProfile: outcome.message === NO_PROFILE_MESSAGE },
      { status: outcome.status },
    );
  }
  await catalogueChanged();
  const separator = back.includes("?") ? "&" : "?";
  return redirect(
    `${back}${separator}confirmed=${encodeURIComponent(`${subject.kind}:${subject.id}`)}`,
    303,
  );
}
