import { href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The not-found screen (docs/product.md); the HTTP status is set by whoever renders it. */
export function NotFound({
  title = "404 Page Not Found",
  message,
}: {
  title?: string;
  message?: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">Lost the path?</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-ink-muted">
        {message ??
          "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."}
      </p>
      <Link to={href("/")} className={buttonClasses("primary") + " mt-8"}>
        Return Home
      </Link>
    </div>
  );
}
