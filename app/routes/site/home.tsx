import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Trusted mental-health and wellness resources",
    fullTitle: `${SITE_NAME} | Trusted mental-health and wellness resources`,
    description: `${SITE_TAGLINE} Books, videos, apps, websites and exercises for depression, anxiety, trauma, relationships and a healthier life.`,
  });

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-canvas">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Find steady ground, one good resource at a time
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-muted">{SITE_TAGLINE}</p>
        <Link to="/category/psychological-concerns" className={buttonClasses("primary") + " mt-8"}>
          Explore Resources
        </Link>
      </div>
    </section>
  );
}
