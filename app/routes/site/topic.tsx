import { data, href } from "react-router";
import { TopicLinesPanel } from "~/components/layout/topic-lines";
import { Prose } from "~/components/ui/prose";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { topicLinesOf } from "~/domain/helplines/topics";
import { CheckInInvite } from "~/features/check-in/check-in-invite";
import { offerForTopic } from "~/features/check-in/instruments";
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
  const list = topic.ids
    ? getResourcesByIds(topic.ids)
    : getResourcesBySubcategory(topic.subcategory);
  // The rest of a topic whose main list is fixed by id (anxiety), so nothing filed there is hidden.
  const listed = new Set(list.map((resource) => resource.id));
  const more = topic.more
    ? getResourcesBySubcategory(topic.more.subcategory).filter(
        (resource) => !listed.has(resource.id),
      )
    : [];
  const selection = readSelection(url.searchParams);
  // The topic's picture: its subcategory's.
  const imageUrl = illustrationUrl(topic.subcategory);
  return {
    topic,
    imageUrl,
    imageAlt: illustrationAlt(imageUrl),
    filters: buildFilterGroups([...list, ...more], selection, topic.path),
    clearHref: hasSelection(selection) ? topic.path : undefined,
    resources: applySelection(list, selection).map(toCard),
    more: topic.more
      ? {
          heading: topic.more.heading,
          text: topic.more.text,
          resources: applySelection(more, selection).map(toCard),
        }
      : undefined,
    traumaSupport: topic.extras.includes("trauma-support")
      ? { html: pageContent("trauma-support").html, links: TRAUMA_PAGE.supportLinks }
      : null,
    aces: topic.extras.includes("aces") ? pageContent("childhood-adversity").html : null,
    keyAreas: topic.extras.includes("key-areas") ? KEY_AREAS : null,
    // Its topic's crisis lines in the default country; the browser swaps in a chosen country's.
    topicLines: topic.helplines
      ? topicLinesOf(findCountry(activeRegistry(), DEFAULT_COUNTRY_CODE)!, topic.helplines)
      : null,
    // /depression and /anxiety offer their questionnaire above the list.
    checkIn: offerForTopic(topic.path),
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
    more,
    traumaSupport,
    aces,
    keyAreas,
    topicLines,
    checkIn,
  } = loaderData;
  return (
    <TopicPage
      title={topic.title}
      intro={topic.intro}
      category={topic.category}
      imageUrl={imageUrl}
      imageAlt={imageAlt}
      crumbs={[{ label: "Home", href: href("/") }, topic.parent, { label: topic.title }]}
      resources={resources}
      more={more}
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
        ) : checkIn ? (
          <CheckInInvite offer={checkIn} />
        ) : null
      }
    >
      {topicLines ? <TopicLinesPanel lines={topicLines} id="topic-lines" /> : null}
      {traumaSupport ? <AdditionalSupport {...traumaSupport} /> : null}
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
