import { href, Link } from "react-router";

/** The report page of a resource, whose form works without JavaScript. */
export const reportPath = (resourceId: string) => href("/resource/:id/report", { id: resourceId });

/**
 * The resource page's part: a link to the report page, which holds the form. Content pages
 * keep within their JavaScript budget (docs/performance.md) by not carrying the form itself.
 */
export function ReportProblemSection({ resourceId }: { resourceId: string }) {
  return (
    <p className="mt-10 max-w-[68ch]">
      <Link
        to={reportPath(resourceId)}
        className="inline-flex min-h-11 items-center font-semibold text-brand underline"
      >
        Report a problem with this resource
      </Link>
    </p>
  );
}
