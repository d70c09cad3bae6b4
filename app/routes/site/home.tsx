import { href, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { JsonLd } from "~/components/ui/json-ld";
import { getCategories, getFeaturedResources } from "~/features/directory/catalogue.server";
import { BreathSteps, RainSteps } from "~/features/directory/exercises";
import { Illustration } from "~/features/directory/illustration";
import { ResourceGrid } from "~/features/directory/resource-card";
import { toCard } from "~/features/directory/resource-view";
import { getEnv } from "~/lib/env.server";
import { pageHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { DISCLAIMER, SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import type { Route } from "./+types/home";

export function loader() {
  const siteUrl = getEnv().SITE_URL;
  return {
    head: pageHead("/"),
    categories: getCategories().map(({ id, name, description, imageUrl, subcategories }) => ({
      id,
      name,
      description,
      imageUrl: imageUrl ?? "",
      topics: subcategories.map((subcategory) => subcategory.name),
    })),
    featured: getFeaturedResources().map(toCard),
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: siteUrl,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/search?q={search_term}` },
          "query-input": "required name=search_term",
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "EducationalOrganization",
        name: SITE_NAME,
        url: siteUrl,
        description: SITE_TAGLINE,
      },
    ],
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, featured, structuredData } = loaderData;
  return (
    <>
      {structuredData.map((item) => (
        <JsonLd key={item["@type"]} data={item} />
      ))}
      <section className="bg-gradient-to-b from-brand-soft to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Find steady ground, one good resource at a time
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-muted">
            {SITE_TAGLINE} For anyone having a hard time, and for professionals looking for
            something trustworthy to share.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={href("/category/:id/:subcategoryId?", { id: "psychological-concerns" })}
              className={buttonClasses("primary")}
            >
              Explore Resources
            </Link>
            <Link to={href("/about")} className={buttonClasses("secondary")}>
              How resources are chosen
            </Link>
            <Link to={href("/check-in")} className={buttonClasses("secondary")}>
              Check in privately
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="categories" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="categories" className="text-2xl font-bold sm:text-3xl">
          Explore by Category
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={href("/category/:id/:subcategoryId?", { id: category.id })}
                className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface no-underline shadow-sm transition-shadow hover:shadow-md"
              >
                {/* Decorative: the category's name follows. */}
                <Illustration
                  imageUrl={category.imageUrl}
                  alt=""
                  sizes="(min-width: 1152px) 368px, (min-width: 768px) 33vw, 100vw"
                  className="aspect-[16/9] border-b border-line"
                />
                <span className="flex flex-1 flex-col p-6">
                  <span className="text-xl font-semibold text-ink">{category.name}</span>
                  <span className="mt-2 line-clamp-4 text-ink-muted">{category.description}</span>
                  <span className="mt-3 text-sm text-ink-muted">{category.topics.join(" · ")}</span>
                  <span className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand">
                    Browse {category.name} <ArrowRightIcon width={18} height={18} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured" className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured" className="text-2xl font-bold sm:text-3xl">
            Featured Resources
          </h2>
          <Link to={href("/search")} className={buttonClasses("secondary", "sm")}>
            View All Resources
          </Link>
        </div>
        <div className="mt-6">
          <ResourceGrid resources={featured} showCategory />
        </div>
      </section>

      <section aria-labelledby="exercises" className="bg-surface py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="exercises" className="text-2xl font-bold sm:text-3xl">
            Exercises for Healing
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">
            Two short practices you can try right now, wherever you are.
          </p>
          <div className="mt-8 grid gap-10 lg:grid-cols-2">
            <div>
              <h3 className="text-xl font-semibold">RAIN: meeting hard feelings with kindness</h3>
              <div className="mt-4">
                <RainSteps headingLevel={4} />
              </div>
            </div>
            <div>
              <h3 className="text-xl font-semibold">The 4-7-8 breath</h3>
              <div className="mt-4">
                <BreathSteps />
              </div>
            </div>
          </div>
        </div>
      </section>
      <p className="mx-auto max-w-6xl px-4 pt-10 text-sm text-ink-muted">{DISCLAIMER}</p>
    </>
  );
}
