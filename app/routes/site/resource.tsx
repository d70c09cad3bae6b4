import { data, href, isRouteErrorResponse, Link } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeftIcon, ExternalIcon } from "~/components/ui/icons";
import { SaveButton } from "~/components/ui/save-button";
import { addedBy } from "~/content/added-by";
import { chosenBy } from "~/domain/claims";
import { statedReview } from "~/domain/catalogue-now.server";
import {
  getHiddenResource,
  getRelatedResources,
  getResourceById,
  isBundled,
} from "~/features/directory/catalogue.server";
import { exerciseSectionHtml } from "~/features/directory/exercise-html.server";
import { Illustration } from "~/features/directory/illustration";
import { NoLongerListed } from "~/features/directory/no-longer-listed";
import { ResourceGrid } from "~/features/directory/resource-card";
import { RelationshipSafety } from "~/features/directory/relationship-safety";
import { ContentNote, ResourceFactList } from "~/features/directory/resource-facts";
import { placeName, toCard } from "~/features/directory/resource-view";
import { RichText } from "~/features/directory/rich-text-view";
import { LabelBadge, TypeBadge } from "~/features/directory/type-badge";
import { ReportProblemSection } from "~/features/reports/report-link";
import { CrisisNote } from "~/components/layout/crisis-line";
import { ServiceLines, TopicLinesPanel } from "~/components/layout/topic-lines";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import {
  ABUSE_LINES,
  helplineTopicsOf,
  ownCountryOf,
  servicesAt,
  topicLinesOf,
} from "~/domain/helplines/topics";
import { listHref } from "~/domain/handout-list";
import { DEFAULT_SHARE_IMAGE, notFoundMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/resource";

export function loader({ params }: Route.LoaderArgs) {
  const resource = getResourceById(params.id);
  if (!resource) {
    const hidden = getHiddenResource(params.id);
    if (hidden) {
      const gone = {
        title: hidden.title,
        categoryHref: href("/category/:id/:subcategoryId?", { id: hidden.category }),
        categoryName: placeName(hidden.category),
      };
      throw data(gone, { status: 410 });
    }
    throw data(null, { status: 404 });
  }
  const registry = activeRegistry();
  // The lines for what the entry is about (abuse, the perinatal period, eating, alcohol and
  // drugs, a crisis), a panel each: the entry's own country's here (Samaritans: the UK), else the
  // default country's; a chosen country's in the browser.
  const home =
    ownCountryOf(registry.countries, resource.url) ?? findCountry(registry, DEFAULT_COUNTRY_CODE)!;
  const groups = helplineTopicsOf(resource);
  if (resource.subcategory === "difficult-people" && !groups.includes(ABUSE_LINES)) {
    groups.unshift(ABUSE_LINES);
  }
  const review = statedReview("resource", resource.id);
  return {
    resource,
    categoryName: placeName(resource.category),
    subcategoryName: resource.subcategory ? placeName(resource.subcategory) : null,
    review,
    chosenBy: chosenBy(addedBy(resource.id, isBundled(resource.id)), review !== null),
    related: getRelatedResources(resource).map(toCard),
    exerciseHtml: exerciseSectionHtml(resource.id),
    // Share cards are drawn at build time: an entry published since shares the site's card.
    shareImage: isBundled(resource.id) ? null : DEFAULT_SHARE_IMAGE,
    topicLines: groups.map((audiences) => topicLinesOf(home, audiences)),
    // An entry that is itself a crisis line: how to reach it, from the registry.
    services: servicesAt(registry.countries, resource.url),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) {
    const gone = isRouteErrorResponse(args.error) && args.error.status === 410;
    return notFoundMeta(gone ? "No Longer Listed" : "Resource Not Found");
  }
  const { resource, shareImage } = args.loaderData;
  const first = resource.description.split(/\n\s*\n/)[0] ?? "";
  return pageMeta(args, {
    title: resource.author ? `${resource.title} by ${resource.author}` : resource.title,
    description: first.length > 200 ? `${first.slice(0, 197).replace(/\s+\S*$/, "")}…` : first,
    image: shareImage ?? undefined,
  });
};

export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const { resource, categoryName, subcategoryName, review, related, exerciseHtml } = loaderData;
  const { topicLines, services } = loaderData;
  const crisisLines = topicLines.some((lines) => lines.audiences.includes("everyone"));
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        {/* Decorative: the heading beside it names the resource. */}
        <Illustration
          imageUrl={resource.imageUrl ?? ""}
          alt=""
          sizes="(min-width: 768px) 400px, 100vw"
          priority
          className="rounded-2xl print:hidden"
        />
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <TypeBadge type={resource.type} />
            <LabelBadge>{categoryName}</LabelBadge>
            {subcategoryName ? <LabelBadge>{subcategoryName}</LabelBadge> : null}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{resource.title}</h1>
          {resource.author ? (
            <p className="mt-2 text-lg text-ink-muted">by {resource.author}</p>
          ) : null}
          {resource.url ? (
            <a
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("primary") + " mt-5"}
            >
              Visit Resource
              <ExternalIcon width={18} height={18} />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
            <SaveButton id={resource.id} title={resource.title} linkToList />
            <Link
              to={listHref([resource.id])}
              className="text-sm font-semibold text-brand underline"
            >
              Printable handout with QR code
            </Link>
          </div>
          <p className="mt-4 text-sm text-ink-muted">
            {loaderData.chosenBy}{" "}
            <Link to={href("/editorial-policy")} className="text-brand underline">
              How resources are chosen
            </Link>
          </p>
          {resource.recommendedBy ? (
            <p className="mt-1 text-sm text-ink-muted">
              <span className="font-semibold text-ink">Recommended by</span>{" "}
              {resource.recommendedBy}
            </p>
          ) : null}
        </div>
      </div>
      {resource.subcategory === "difficult-people" ? (
        <div className="mt-10 max-w-[68ch]">
          <RelationshipSafety />
        </div>
      ) : null}
      {resource.contentNotes ? (
        <div className="mt-10 max-w-[68ch]">
          <ContentNote note={resource.contentNotes} />
        </div>
      ) : null}
      <section aria-labelledby="at-a-glance" className="mt-10 max-w-[68ch]">
        <h2 id="at-a-glance" className="text-2xl font-semibold">
          At a glance
        </h2>
        <div className="mt-4 rounded-xl border border-line bg-surface p-5">
          <ResourceFactList facts={resource} review={review} />
        </div>
      </section>
      <section aria-labelledby="description" className="mt-10 max-w-[68ch]">
        <h2 id="description" className="text-2xl font-semibold">
          Description
        </h2>
        <div className="mt-3">
          <RichText text={resource.description} />
        </div>
        {crisisLines ? null : <CrisisNote className="mt-6" />}
      </section>
      {services.length > 0 ? (
        <div className="mt-10 max-w-[68ch]">
          <ServiceLines services={services} id="how-to-reach-it" />
        </div>
      ) : null}
      {topicLines.map((lines, index) => (
        <div key={lines.audiences.join()} className="mt-10 max-w-[68ch]">
          <TopicLinesPanel
            lines={lines}
            id={`topic-lines-${index}`}
            // The crisis lines follow: a topic without lines of its own points to them.
            generalBelow={crisisLines && !lines.audiences.includes("everyone")}
          />
        </div>
      ))}
      {exerciseHtml ? <div dangerouslySetInnerHTML={{ __html: exerciseHtml }} /> : null}
      {related.length > 0 ? (
        <section aria-labelledby="related" className="mt-12 print:hidden">
          <h2 id="related" className="text-2xl font-semibold">
            Related resources
          </h2>
          <div className="mt-4">
            <ResourceGrid resources={related} />
          </div>
        </section>
      ) : null}
      <ReportProblemSection resourceId={resource.id} />
      <p className="mt-10 max-w-[68ch] text-sm text-ink-muted">
        Educational resource, not medical advice.
      </p>
      <p className="mt-6 print:hidden">
        <Link to={href("/")} className="inline-flex items-center gap-2 font-semibold text-brand">
          <ArrowLeftIcon width={18} height={18} /> Return Home
        </Link>
      </p>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410) {
    const gone = error.data as { title: string; categoryHref: string; categoryName: string };
    return <NoLongerListed {...gone} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFound
        title="Resource Not Found"
        message="We couldn't find that resource. It may have been removed, or the link may be mistyped."
      />
    );
  }
  throw error;
}
