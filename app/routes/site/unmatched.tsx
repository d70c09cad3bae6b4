import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { notFoundMeta } from "~/lib/meta";
import type { Route } from "./+types/unmatched";

/**
 * /category/... and /resource/... paths that match no screen, with HTTP 404: `/category` alone
 * is docs/product.md's 'Category not found' (and `/resource`, 'Resource not found'); a path below a
 * category or topic (`/category/a/b/extra`) is no category at all, so it is the site's
 * '404 Page Not Found'.
 */
export function loader({ request }: Route.LoaderArgs) {
  const segments = new URL(request.url).pathname.split("/").filter(Boolean);
  const kind = segments[0] === "resource" ? "Resource" : segments.length > 3 ? null : "Category";
  return data({ kind }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  notFoundMeta(`${loaderData?.kind ?? "Page"} not found`);

export default function Unmatched({ loaderData }: Route.ComponentProps) {
  return loaderData.kind ? <NotFound title={`${loaderData.kind} not found`} /> : <NotFound />;
}
