import { data } from "react-router";
import { CheckInPage, type PostedCheckIn } from "~/features/check-in/check-in-page";
import { INSTRUMENTS } from "~/features/check-in/instruments";
import { localDate } from "~/features/check-in/local-date";
import { isInstrumentId } from "~/features/check-in/questionnaire";
import { readAnswers, scoreCheckIn } from "~/features/check-in/scoring";
import {
  getResourcesByIds,
  getResourcesBySubcategory,
} from "~/features/directory/catalogue.server";
import { costLabel, typeLabel } from "~/features/directory/resource-view";
import { TOPICS } from "~/features/directory/topics";
import { pageHead } from "~/content/site-pages";
import { listHref } from "~/domain/handout-list";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/check-in-questionnaire";

/** How many of the topic's resources a result lists (the topic page has them all). */
const RESULT_RESOURCES = 5;

/** One module serves /check-in/phq-9 and /check-in/gad-7; the path picks the questionnaire. */
function instrumentOf(request: Request) {
  const id = new URL(request.url).pathname.replace(/^\/check-in\/|\/+$/g, "");
  if (!isInstrumentId(id)) throw data(null, { status: 404 });
  return INSTRUMENTS[id];
}

export function loader({ request }: Route.LoaderArgs) {
  const instrument = instrumentOf(request);
  const topic = TOPICS[instrument.topic]!;
  const list = (
    topic.ids ? getResourcesByIds(topic.ids) : getResourcesBySubcategory(topic.subcategory)
  ).slice(0, RESULT_RESOURCES);
  return {
    head: pageHead(`/check-in/${instrument.id}`),
    // The questionnaire's words travel as data, not in the page's JavaScript.
    instrument,
    resources: list.map(({ id, title, author, type, cost }) => ({
      id,
      title,
      ...(author ? { author } : {}),
      facts: `${typeLabel(type)} · ${costLabel(cost)}`,
    })),
    links: {
      topicPath: topic.path,
      topicTitle: topic.title,
      handoutHref: listHref(
        list.map((resource) => resource.id),
        `Resources for ${instrument.about}`,
      ),
      homeCountry: findCountry(activeRegistry(), DEFAULT_COUNTRY_CODE)!,
    },
  };
}

/**
 * The form without JavaScript: scored here with the same module the browser uses, answered with
 * the result page, never stored, never logged, never cached.
 */
export async function action({ request }: Route.ActionArgs) {
  const instrument = instrumentOf(request);
  const form = await request.formData();
  const outcome = scoreCheckIn(
    instrument,
    readAnswers(instrument, (name) => form.get(name)),
  );
  return data<PostedCheckIn>(
    { outcome, date: localDate(new Date()) },
    { status: outcome.ok ? 200 : 400, headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function CheckInQuestionnaire({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckInPage
      // A new questionnaire (PHQ-9 to GAD-7) starts afresh.
      key={loaderData.instrument.id}
      instrument={loaderData.instrument}
      resources={loaderData.resources}
      links={loaderData.links}
      posted={actionData}
    />
  );
}
