import { data, isRouteErrorResponse, Link } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { QuickExit } from "~/components/layout/quick-exit";
import { cn } from "~/lib/cn";
import {
  getCategory,
  getResourcesByCategory,
  getResourcesBySubcategory,
} from "~/features/directory/catalogue.server";
import { CategoryExtras } from "~/features/directory/category-extras";
import { EmptyState } from "~/features/directory/empty-state";
import { ResourceGrid } from "~/features/directory/resource-card";
import { countLabel, filterByType, isKnownType, toCard } from "~/features/directory/resource-view";
import { TopicHero } from "~/features/directory/topic-hero";
import { TypeFilter } from "~/features/directory/type-filter";
import { pageContent } from "~/features/pages/page-content.server";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/category";

export function loader({ params, request }: Route.LoaderArgs) {
  const category = getCategory(params.id);
  const subcategory = params.subcategoryId
    ? category?.subcategories.find((candidate) => candidate.id === params.subcategoryId)
    : undefined;
  if (!category || (params.subcategoryId && !subcategory)) throw data(null, { status: 404 });
  const requested = new URL(request.url).searchParams.get("type");
  const type = requested && isKnownType(requested) ? requested : null;
  const all = subcategory
    ? getResourcesBySubcategory(subcategory.id)
    : getResourcesByCategory(category.id);
  return {
    category: {
      id: category.id,
      name: category.name,
      description: category.description,
      subcategories: category.subcategories.map(({ id, name }) => ({ id, name })),
    },
    subcategory: subcategory
      ? { id: subcategory.id, name: subcategory.name, description: subcategory.description }
      : null,
    type,
    resources: filterByType(all, type).map(toCard),
    traumaSupport: category.id === "trauma" ? pageContent("trauma-support").html : null,
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData)
    return [{ title: `Category Not Found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const { category, subcategory } = args.loaderData;
  return pageMeta(args, {
    title: subcategory ? `${subcategory.name} | ${category.name}` : category.name,
    description: (subcategory ?? category).description,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, subcategory, type, resources, traumaSupport } = loaderData;
  const base = `/category/${category.id}`;
  const topics = [{ id: "", name: "All" }, ...category.subcategories];
  return (
    <>
      {category.id === "trauma" ? <QuickExit /> : null}
      {/* A subcategory's page is named after it, with its category above. */}
      <TopicHero
        eyebrow={subcategory ? category.name : undefined}
        title={subcategory?.name ?? category.name}
        intro={(subcategory ?? category).description}
        category={category.id}
      />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        {category.subcategories.length > 0 ? (
          <nav aria-labelledby="browse-by-topic">
            <h2 id="browse-by-topic" className="text-lg font-semibold">
              Browse by Topic
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {topics.map((topic) => {
                const href = topic.id ? `${base}/${topic.id}` : base;
                const current = (subcategory?.id ?? "") === topic.id;
                return (
                  <li key={topic.id || "all"}>
                    <Link
                      to={href}
                      preventScrollReset
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold no-underline",
                        current
                          ? "border-brand bg-brand text-brand-ink"
                          : "border-line bg-surface text-ink hover:bg-surface-muted",
                      )}
                    >
                      {topic.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <TypeFilter path={subcategory ? `${base}/${subcategory.id}` : base} current={type} />
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 className="text-2xl font-semibold">Resources</h2>
          <p className="text-sm font-semibold text-ink-muted" role="status">
            {countLabel(resources.length)}
          </p>
        </div>
        {resources.length > 0 ? (
          <ResourceGrid resources={resources} />
        ) : (
          <EmptyState text="No resources available in this category yet." />
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
