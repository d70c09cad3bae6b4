import { PageHeader } from "~/components/layout/page-header";
import { NewsletterBox } from "~/features/newsletter/newsletter-box";
import { listPosts } from "~/features/blog/articles.server";
import { PostCard } from "~/features/blog/components/post-card";
import { RSS_LINK } from "~/features/blog/rss";
import { pageHead } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/index";

export function loader() {
  return { posts: listPosts(), head: pageHead("/blog") };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, args.loaderData.head) : [];

export const links: Route.LinksFunction = () => [RSS_LINK];

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Articles for finding your footing"
        lead="Clear, careful reading on mental health and on finding the right help. Educational, not medical advice."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        <ol className="grid gap-6 lg:grid-cols-2" aria-label="Articles, newest first">
          {loaderData.posts.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} />
            </li>
          ))}
        </ol>
        <div className="mt-12">
          <NewsletterBox />
        </div>
      </div>
    </>
  );
}
