import { href, isRouteErrorResponse, Link } from "react-router";
import { SITE_NAME } from "~/lib/site";

/** The console's error screen: a refused request says why; anything else stays vague. */
export function CuratorErrorBoundary({ error }: { error: unknown }) {
  const refused = isRouteErrorResponse(error) && error.status === 403;
  const heading = refused ? "Request refused" : "Something went wrong";
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${heading} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-ink-muted">
        {refused && typeof error.data === "string"
          ? error.data
          : "Sorry, the console could not do that. Please try again in a moment."}
      </p>
      <p className="mt-6">
        <Link to={href("/curator")} className="font-semibold text-brand underline">
          Back to the review console
        </Link>
      </p>
    </div>
  );
}
