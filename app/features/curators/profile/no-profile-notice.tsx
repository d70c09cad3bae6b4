import { href, Link } from "react-router";

/**
 * Why a curator without a public profile cannot confirm reviews, and where to fill it in: a
 * review names its reviewer on the site, so one nobody could name is never recorded.
 */
export function NoProfileNotice({ alert = false }: { alert?: boolean }) {
  return (
    <div
      role={alert ? "alert" : undefined}
      className="mt-5 max-w-[68ch] rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="font-semibold">Fill in your public profile before confirming reviews.</p>
      <p className="mt-1">
        Each review names its reviewer on the page visitors read: &ldquo;Reviewed by&rdquo; your
        name and credentials, with the date. Until you have a profile, the site cannot say who
        reviewed an entry, so it records no review.
      </p>
      <p className="mt-2">
        <Link to={href("/curator/profile")} className="font-semibold underline">
          Fill in your profile
        </Link>
      </p>
    </div>
  );
}
