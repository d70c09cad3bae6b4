import { lazy } from "react";
import { data, href } from "react-router";
import { CrisisNote } from "~/components/layout/crisis-line";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { AdultsOnly } from "~/features/check-in/adults-only";
import { CheckInPage, type PostedCheckIn } from "~/features/check-in/check-in-page";
import { CHECK_IN_WORDS } from "~/features/check-in/check-in-words";
import { INSTRUMENTS } from "~/features/check-in/instruments";
import { localDate } from "~/features/check-in/local-date";
import { INSTRUMENT_PATHS, isInstrumentId } from "~/features/check-in/questionnaire";
import { readAnswers, scoreCheckIn } from "~/features/check-in/scoring";
import type { ResultOffer, ResultOffers } from "~/features/check-in/check-in-result";
import type { Instrument } from "~/features/check-in/questionnaire";
import { getResourceById, isBundled } from "~/features/directory/catalogue.server";
import { costLabel, typeLabel } from "~/features/directory/resource-view";
import { addedBy } from "~/content/added-by";
import { CHECK_IN_OFFERS } from "~/content/check-in-offers";
import { statedReview } from "~/domain/catalogue-now.server";
import { chosenBy } from "~/domain/claims";
import { listHref } from "~/domain/handout-list";
import { TOPICS } from "~/features/directory/topics";
import { pageHead } from "~/content/site-pages";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/check-in-questionnaire";

/** One module serves /check-in/phq-9 and /check-in/gad-7; the path picks the questionnaire. */
function instrumentOf(request: Request) {
  const id = new URL(request.url).pathname.replace(/^\/check-in\/|\/+$/g, "");
  if (!isInstrumentId(id)) throw data(null, { status: 404 });
  return INSTRUMENTS[id];
}

/**
 * What each result of a questionnaire offers, by band (and item 9), from the mapping in
 * app/content/check-in-offers.ts, as the page shows it. All of them travel with the page: with
 * JavaScript the result is scored in the browser, which never asks the server for its band's.
 * An entry the catalogue no longer has (hidden by the curator) is left out.
 */
function resultOffers(instrument: Instrument): Record<string, ResultOffers> {
  return Object.fromEntries(
    Object.entries(CHECK_IN_OFFERS[instrument.id]).map(([key, offers]) => {
      const items = offers.flatMap((offer): ResultOffer[] => {
        if (offer.kind === "page") {
          return [{ href: offer.href, title: offer.title, text: offer.text }];
        }
        const entry = getResourceById(offer.id);
        if (!entry) return [];
        return [
          {
            href: href("/resource/:id", { id: entry.id }),
            resourceId: entry.id,
            title: entry.title,
            ...(entry.author ? { author: entry.author } : {}),
            text: `${typeLabel(entry.type)} · ${costLabel(entry.cost)}`,
            provenance: chosenBy(
              addedBy(entry.id, isBundled(entry.id)),
              statedReview("resource", entry.id) !== null,
            ),
          },
        ];
      });
      const ids = items.flatMap((item) => (item.resourceId ? [item.resourceId] : []));
      return [
        key,
        {
          items,
          handoutHref: ids.length > 0 ? listHref(ids, `Resources for ${instrument.about}`) : null,
        },
      ];
    }),
  );
}

export function loader({ request }: Route.LoaderArgs) {
  const instrument = instrumentOf(request);
  const topic = TOPICS[instrument.topic]!;
  return {
    head: pageHead(`/check-in/${instrument.id}`),
    // The questionnaire's words travel as data, not in the page's JavaScript.
    instrument,
    // What each band offers (and item 9), so that a result scored in the browser has its own.
    offers: resultOffers(instrument),
    links: {
      topicPath: topic.path,
      topicTitle: topic.title,
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

/*
 * The result and Get help now load apart from the questions (./check-in-page.tsx), fetched as
 * soon as the page has hydrated; without JavaScript the server renders them whole.
 */
const loadResult = () => import("~/features/check-in/check-in-result");
const loadGetHelpNow = () => import("~/features/check-in/help-first");
const preload = () => {
  void loadResult();
  void loadGetHelpNow();
};
const Result = lazy(() => loadResult().then((module) => ({ default: module.CheckInResultView })));
const GetHelpNow = lazy(() => loadGetHelpNow().then((module) => ({ default: module.GetHelpNow })));

export default function CheckInQuestionnaire({ loaderData, actionData }: Route.ComponentProps) {
  const { instrument, offers, links } = loaderData;
  return (
    <CheckInPage
      // A new questionnaire (PHQ-9 to GAD-7) starts afresh.
      key={instrument.id}
      instrument={instrument}
      posted={actionData}
      words={CHECK_IN_WORDS}
      nav={
        <Breadcrumb
          items={[
            { label: "Home", href: href("/") },
            { label: "Check in privately", href: href("/check-in") },
            { label: instrument.name },
          ]}
        />
      }
      notes={
        <>
          <AdultsOnly className="mt-3" />
          <CrisisNote className="mt-5" />
        </>
      }
      again={INSTRUMENT_PATHS[instrument.id]}
      result={(props) => <Result {...props} offers={offers} links={links} />}
      helpNow={(country) => (
        <GetHelpNow place="question" country={country} home={links.homeCountry} />
      )}
      preload={preload}
      keptResults
    />
  );
}
