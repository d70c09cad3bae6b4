import { CheckInHub } from "~/features/check-in/check-in-hub";
import { sitePage } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/check-in";

export const meta: Route.MetaFunction = (args) => pageMeta(args, sitePage("/check-in"));

export default function CheckIn() {
  return <CheckInHub />;
}
