import { href, Link } from "react-router";
import { CrisisLinePhrase, useCrisisLine } from "~/components/layout/crisis-line";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClasses } from "~/components/ui/button";
import { BookIcon, ChatIcon, QuestionIcon } from "~/components/ui/icons";
import { pageHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export function loader() {
  return { head: pageHead("/contact") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

const BLOCKS = [
  {
    icon: BookIcon,
    title: "Resource Suggestions",
    text: "Has a book, video, app or exercise helped you or someone you work with? We would love to hear about it, and so might the next visitor.",
  },
  {
    icon: QuestionIcon,
    title: "Questions",
    text: "Wondering why a resource is listed, or looking for something we don't have yet? Ask, and we will do our best to point you somewhere useful.",
  },
  {
    icon: ChatIcon,
    title: "Feedback",
    text: "A broken link, a page that was hard to read, a description that missed the mark: tell us, so we can make the site better for everyone.",
  },
];

export default function Contact() {
  const crisisLine = useCrisisLine();
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="We'd love to hear from you"
        lead="Steady Ground grows through the people who use it. Here is how to reach us, and what we can help with."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-5 md:grid-cols-3">
          {BLOCKS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-line bg-surface p-6">
              <Icon width={28} height={28} className="text-brand" />
              <h2 className="mt-3 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="submit-heading"
          className="mt-10 rounded-2xl bg-brand-soft p-6 sm:p-8"
        >
          <h2 id="submit-heading" className="text-2xl font-semibold">
            Submit a Resource
          </h2>
          <p className="mt-2 max-w-2xl text-ink">
            The submission form is the best way to reach us, for suggestions, questions and feedback
            alike: use its description box to tell us what is on your mind.
          </p>
          <Link to={href("/submit")} className={buttonClasses("primary") + " mt-5"}>
            Submit a Resource
          </Link>
          <p className="mt-5 max-w-2xl text-sm text-ink-muted">
            All submissions are reviewed for alignment with our evidence-based wellness mission
            before anything is added to the site.
          </p>
        </section>
        <p className="mt-8 max-w-2xl text-sm text-ink-muted">
          This site is not monitored in real time and cannot respond to emergencies. If you are in
          crisis,{" "}
          {crisisLine ? (
            <>
              <CrisisLinePhrase line={crisisLine} />, or see{" "}
            </>
          ) : (
            "see "
          )}
          <Link to={href("/get-help")} className="text-brand underline">
            Get help now
          </Link>
          .
        </p>
      </div>
    </>
  );
}
