import { CheckInHub } from "~/features/check-in/check-in-hub";
import { GAD_7, PHQ_9 } from "~/features/check-in/instruments";
import { offerOf } from "~/features/check-in/questionnaire";
import { pageHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/check-in";

export function loader() {
  return { head: pageHead("/check-in"), offers: [PHQ_9, GAD_7].map(offerOf) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function CheckIn({ loaderData }: Route.ComponentProps) {
  return <CheckInHub offers={loaderData.offers} />;
}
