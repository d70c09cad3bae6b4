import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page not found",
    description: "This page could not be found. Try the home page or browse resources by category.",
    noindex: true,
  });

export default function NotFoundPage() {
  return <NotFound />;
}
