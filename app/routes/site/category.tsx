import { data, href, isRouteErrorResponse, redirect } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { FilterChips } from "~/components/ui/filter-chip";
import {
  getCategory,
  getResourcesByCategory,
  getResourcesBySubcategory,
} from "~/features/directory/catalogue.server";
import { CategoryExtras } from "~/features/directory/category-extras";
import { EmptyState } from "~/features/directory/empty-state";
import { illustrationAlt } from "~/domain/illustrations";
import { ResourceGrid } from "~/features/directory/resource-card";
import {
  buildFilterGroups,
  hasSelection,
  readSelection,
  applySelection,
} from "~/features/directory/filters";
import { ResourceFilters } from "~/features/directory/resource-filters";
import { countLabel, toCard } from "~/features/directory/resource-view";
import { TopicHero } from "~/features/directory/topic-hero";
import { TRAUMA_PAGE } from "~/features/directory/trauma-page";
import { pageContent } from "~/features/pages/page-content.server";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import type { Route } from "./+types/category";

export function loader({ params, request }: Route.LoaderArgs) {
  // The footer's trauma category is the trauma page (docs/decisions/021-one-trauma-page.md).
  if (params.id === TRAUMA_PAGE.alias) throw redirect(TRAUMA_PAGE.path, 301);
  const category = getCategory(params.id);
  const subcategory = params.subcategoryId
    ? category?.subcategories.find((candidate) => candidate.id === params.subcategoryId)
    : undefined;
  if (!category || (params.subcategoryId && !subcategory)) throw data(null, { status: 404 });
  const selection = readSelection(new URL(request.url).searchParams);
  const all = subcategory
    ? getResourcesBySubcategory(subcategory.id)
    : getResourcesByCategory(category.id);
  const trauma = subcategory?.id === TRAUMA_PAGE.subcategory;
  const imageUrl = (subcategory ?? category).imageUrl;
  const path = href("/category/:id/:subcategoryId?", {
    id: category.id,
    subcategoryId: subcategory?.id,
  });
  return {
    category: {
      id: category.id,
      name: category.name,
      description: category.description,
      subcategories: category.subcategories.map(({ id, name }) => ({ id, name })),
    },
    subcategory: subcategory
      ? {
          id: subcategory.id,
          name: subcategory.name,
          description: subcategory.description,
        }
      : null,
    imageUrl,
    imageAlt: imageUrl ? illustrationAlt(imageUrl) : "",
    filters: buildFilterGroups(all, selection, path),
    clearHref: hasSelection(selection) ? path : undefined,
    resources: applySelection(all, selection).map(toCard),
    // Read here, so that the page's script carries neither the registries nor the text.
    traumaSupport: trauma
      ? { html: pageContent("trauma-support").html, links: TRAUMA_PAGE.supportLinks }
      : null,
    // The trauma topic is one page in several places; /trauma is the one to index.
    canonicalPath: trauma ? TRAUMA_PAGE.path : undefined,
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return notFoundMeta("Category Not Found");
  const { category, subcategory, canonicalPath } = args.loaderData;
  return pageMeta(args, {
    title: subcategory ? `${subcategory.name} | ${category.name}` : category.name,
    description: (subcategory ?? category).description,
    canonicalPath,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const {
    category,
    subcategory,
    imageUrl,
    imageAlt,
    filters,
    clearHref,
    resources,
    traumaSupport,
  } = loaderData;
  const topics = [{ id: "", name: "All" }, ...category.subcategories];
  return (
    <>
      {/* A topic's page is about the topic: its name is the heading, its category above it. */}
      <TopicHero
        title={subcategory?.name ?? category.name}
        intro={subcategory?.description ?? category.description}
        eyebrow={subcategory ? category.name : undefined}
        category={category.id}
        imageUrl={imageUrl}
        imageAlt={imageAlt}
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        {category.subcategories.length > 0 ? (
          <div>
            <h2 id="browse-by-topic" className="text-lg font-semibold">
              Browse by Topic
            </h2>
            <FilterChips
              labelledBy="browse-by-topic"
              className="mt-3"
              chips={topics.map((topic) => ({
                key: topic.id || "all",
                label: topic.name,
                href: href("/category/:id/:subcategoryId?", {
                  id: category.id,
                  subcategoryId: topic.id || undefined,
                }),
                selected: (subcategory?.id ?? "") === topic.id,
                preventScrollReset: true,
              }))}
            />
          </div>
        ) : null}
        <ResourceFilters groups={filters} clearHref={clearHref} />
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 className="text-2xl font-semibold">Resources</h2>
          <p className="text-sm font-semibold text-ink-muted" role="status">
            {countLabel(resources.length)}
          </p>
        </div>
        {resources.length > 0 ? (
          <ResourceGrid resources={resources} bannerImageUrl={imageUrl} />
        ) : (
          <EmptyState
            text={
              clearHref
                ? "No resources match these filters."
                : "No resources available in this category yet."
            }
          />
        )}
        <CategoryExtras
          categoryId={category.id}
          subcategoryId={subcategory?.id ?? null}
          traumaSupport={traumaSupport}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFound
        title="Category Not Found"
        message="We couldn't find that category. It may have moved, or the link may be mistyped."
      />
    );
  }
  throw error;
}
