import { data } from "react-router";
import { Prose } from "~/components/ui/prose";
import { AdditionalSupport } from "~/features/directory/additional-support";
import {
  getResourcesByIds,
  getResourcesBySubcategory,
} from "~/features/directory/catalogue.server";
import {
  applySelection,
  buildFilterGroups,
  hasSelection,
  readSelection,
} from "~/features/directory/filters";
import { toCard } from "~/features/directory/resource-view";
import { ResourceFilters } from "~/features/directory/resource-filters";
import { TopicPage } from "~/features/directory/topic-page";
import { KEY_AREAS, TOPICS } from "~/features/directory/topics";
import { TRAUMA_PAGE } from "~/features/directory/trauma-page";
import { illustrationAlt, illustrationUrl } from "~/domain/illustrations";
import { pageContent } from "~/features/pages/page-content.server";
import { pageMeta } from "~/lib/meta";
import { RelationshipSafety } from "~/features/directory/relationship-safety";
import type { Route } from "./+types/topic";

// One module serves every topic page of the registry (group "topic"); the path picks the topic.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.pathname.replace(/^\/+|\/+$/g, "");
  const topic = TOPICS[key];
  if (!topic) throw data(null, { status: 404 });
  const list =
    "ids" in topic.source
      ? getResourcesByIds(topic.source.ids)
      : getResourcesBySubcategory(topic.source.subcategory);
  const selection = readSelection(url.searchParams);
  // The topic's picture: its subcategory's (the anxiety page's list is by id: anxiety's).
  const imageUrl = illustrationUrl("subcategory" in topic.source ? topic.source.subcategory : key);
  return {
    topic,
    imageUrl,
    imageAlt: illustrationAlt(imageUrl),
    filters: buildFilterGroups(list, selection, topic.path),
    clearHref: hasSelection(selection) ? topic.path : undefined,
    resources: applySelection(list, selection).map(toCard),
    traumaSupport: topic.extras.includes("trauma-support")
      ? pageContent("trauma-support").html
      : null,
    aces: topic.extras.includes("aces") ? pageContent("childhood-adversity").html : null,
    keyAreas: topic.extras.includes("key-areas") ? KEY_AREAS : null,
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: args.loaderData.topic.title,
        description: args.loaderData.topic.description,
      })
    : [];

export default function Topic({ loaderData }: Route.ComponentProps) {
  const {
    topic,
    imageUrl,
    imageAlt,
    filters,
    clearHref,
    resources,
    traumaSupport,
    aces,
    keyAreas,
  } = loaderData;
  return (
    <TopicPage
      title={topic.title}
      intro={topic.intro}
      category={topic.category}
      imageUrl={imageUrl}
      imageAlt={imageAlt}
      crumbs={[{ label: "Home", href: "/" }, topic.parent, { label: topic.title }]}
      resources={resources}
      emptyText={clearHref ? "No resources match these filters." : topic.emptyText}
      filters={<ResourceFilters groups={filters} clearHref={clearHref} />}
      note={topic.note}
      understanding={topic.understanding}
      lead={
        keyAreas ? (
          <>
            <section aria-labelledby="key-areas">
              <h2 id="key-areas" className="text-2xl font-semibold">
                Key Areas Covered
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {keyAreas.map((area) => (
                  <li key={area.title} className="rounded-xl border border-line bg-surface p-4">
                    <h3 className="font-semibold">{area.title}</h3>
                    <p className="mt-1 text-sm text-ink-muted">{area.text}</p>
                  </li>
                ))}
              </ul>
            </section>
            <RelationshipSafety />
          </>
        ) : null
      }
    >
      {traumaSupport ? (
        <AdditionalSupport html={traumaSupport} links={TRAUMA_PAGE.supportLinks} />
      ) : null}
      {aces ? (
        <section
          aria-labelledby="aces-study"
          className="rounded-2xl border border-line bg-surface p-6 sm:p-8"
        >
          <h2 id="aces-study" className="text-2xl font-semibold">
            The ACEs study: how childhood shapes adult health
          </h2>
          <Prose html={aces} className="mt-3" />
        </section>
      ) : null}
    </TopicPage>
  );
}
