import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { notFoundMeta } from "~/lib/meta";
import type { Route } from "./+types/unmatched";

// /category/... and /resource/... paths that match no screen: the 'Category not found'
// and 'Resource not found', with HTTP 404.
export function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/resource") ? "Resource" : "Category";
  return data({ kind }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  notFoundMeta(`${loaderData?.kind ?? "Page"} not found`);

export default function Unmatched({ loaderData }: Route.ComponentProps) {
  return <NotFound title={`${loaderData.kind} not found`} />;
}
