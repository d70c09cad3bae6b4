import { data } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { localeOf } from "~/lib/locale";
import { messageText } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

/** Any unknown address; under /es it answers in Spanish (the page's language is its path's). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  return data(
    {
      title: messageText(locale, "notFound.pageTitle"),
      description: messageText(locale, "notFound.description"),
    },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.title ?? "Page not found",
    description: args.loaderData?.description ?? "",
    noindex: true,
  });

export default function NotFoundPage() {
  return <NotFound />;
}
