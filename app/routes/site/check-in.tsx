import { CheckInHub } from "~/features/check-in/check-in-hub";
import { pageHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/check-in";

export function loader() {
  return { head: pageHead("/check-in") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function CheckIn() {
  return <CheckInHub />;
}
