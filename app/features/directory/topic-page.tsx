import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumb, type Crumb } from "~/components/ui/breadcrumb";
import { ArrowRightIcon } from "~/components/ui/icons";
import { EmptyState } from "./empty-state";
import { ResourceGrid } from "./resource-card";
import { countLabel, type ResourceCardData } from "./resource-view";
import { TopicHero } from "./topic-hero";

export interface TopicPageProps {
  title: string;
  intro: string;
  category: string;
  imageUrl?: string;
  imageAlt?: string;
  crumbs: Crumb[];
  resources: ResourceCardData[];
  /** A second list after the first, under its own heading; shown only when it has resources. */
  more?: { heading: string; text: string; resources: ResourceCardData[] };
  emptyText: string;
  note?: string;
  understanding?: { href: string; label: string };
  /** Blocks shown after the list. */
  children?: ReactNode;
  /** Blocks shown before the list (under the hero). */
  lead?: ReactNode;
  /** The type, cost and audience filters, shown just above the count. */
  filters?: ReactNode;
}

/** The shared frame of the topic pages: breadcrumb, hero, count, list or empty state. */
export function TopicPage(props: TopicPageProps) {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <Breadcrumb items={props.crumbs} />
      </div>
      <TopicHero
        title={props.title}
        intro={props.intro}
        category={props.category}
        imageUrl={props.imageUrl}
        imageAlt={props.imageAlt}
      >
        {props.understanding ? (
          <Link
            to={props.understanding.href}
            className="mt-5 inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4"
          >
            {props.understanding.label}
            <ArrowRightIcon width={18} height={18} />
          </Link>
        ) : null}
      </TopicHero>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        {props.lead}
        {props.filters}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-semibold">Resources</h2>
          <p
            className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand"
            role="status"
          >
            {countLabel(props.resources.length)}
          </p>
          {props.note ? <p className="text-sm text-ink-muted">{props.note}</p> : null}
        </div>
        {props.resources.length > 0 ? (
          <ResourceGrid resources={props.resources} bannerImageUrl={props.imageUrl} />
        ) : (
          <EmptyState text={props.emptyText} />
        )}
        {props.more && props.more.resources.length > 0 ? (
          <section aria-labelledby="more-resources" className="space-y-4">
            <div>
              <h2 id="more-resources" className="text-2xl font-semibold">
                {props.more.heading}
              </h2>
              <p className="mt-1 text-ink-muted">{props.more.text}</p>
            </div>
            <ResourceGrid resources={props.more.resources} bannerImageUrl={props.imageUrl} />
          </section>
        ) : null}
        {props.children}
      </div>
    </>
  );
}
