import { href, Link } from "react-router";
import { CrisisLinePhrase, useCrisisLine } from "~/components/layout/crisis-line";
import { PageHeader } from "~/components/layout/page-header";
import { callHref, countryInSentence } from "~/domain/helplines/dial";
import { DEFAULT_COUNTRY_CODE, findCountry } from "~/domain/helplines/links";
import { activeRegistry } from "~/domain/helplines/registry.server";
import { SafetyPlanForm } from "~/features/safety-plan/safety-plan-form";
import { pageHead } from "~/content/site-pages";
import { MessagesProvider } from "~/lib/messages-provider";
import { messagesFor } from "~/lib/i18n.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/safety-plan";

export function loader() {
  return {
    // Printed with the plan before a country is chosen (and without JavaScript).
    homeCountry: findCountry(activeRegistry(), DEFAULT_COUNTRY_CODE)!,
    head: pageHead("/safety-plan"),
    messages: messagesFor("en", ["safetyPlan."]),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function SafetyPlan({ loaderData }: Route.ComponentProps) {
  const { homeCountry } = loaderData;
  const line = useCrisisLine();
  const emergency = homeCountry.emergency.numbers[0]!;
  return (
    <>
      <PageHeader
        title="My safety plan"
        lead="A short plan, written when things are calmer, to help you through a hard moment step by step."
      >
        <div className="mt-5 max-w-2xl space-y-3 rounded-xl border border-brand bg-brand-soft p-4 print:hidden">
          <p className="font-semibold">What you type here stays on this device.</p>
          <p>
            It is kept in this browser only and is never sent to us or anyone else. Anyone who uses
            this browser could see it; you can delete it at any time with the button below. Read
            more about{" "}
            <Link to={href("/browsing-safely")} className="text-brand underline">
              browsing safely
            </Link>
            .
          </p>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 *:max-w-3xl print:p-0">
        <p className="text-ink-muted print:hidden">
          When a crisis starts, work down the list: if one step doesn&rsquo;t help, go to the next.
          If you are in danger right now, don&rsquo;t wait: call{" "}
          <a href={callHref(emergency)} className="font-semibold text-brand underline">
            {emergency}
          </a>{" "}
          in {countryInSentence(homeCountry)}, or your local emergency number anywhere else.
          {line ? (
            <>
              {" "}
              To talk to someone about thoughts of suicide, <CrisisLinePhrase line={line} />.
            </>
          ) : null}{" "}
          More lines are on{" "}
          <Link to={href("/get-help")} className="text-brand underline">
            Get help now
          </Link>
          .
        </p>
        <MessagesProvider page={loaderData.messages}>
          <SafetyPlanForm homeCountry={homeCountry} />
        </MessagesProvider>
        <p className="text-sm text-ink-muted print:text-[8pt]">
          Based on the Safety Planning Intervention by Barbara Stanley and Gregory K. Brown. This
          plan is a personal tool, not a substitute for professional care.
        </p>
      </div>
    </>
  );
}
