import { Link } from "react-router";
import { ArrowRightIcon } from "~/components/ui/icons";
import type { BlogPostListItem } from "../post-schema";
import { PostMeta } from "./post-meta";

/** One article on the blog index. */
export function PostCard({ post }: { post: BlogPostListItem }) {
  return (
    <article className="flex w-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      <PostMeta date={post.date} readTime={post.readTime} category={post.category} />
      <h2 className="mt-3 text-xl font-semibold leading-snug tracking-tight text-ink sm:text-2xl">
        {post.title}
      </h2>
      <p className="mt-3 mb-5 max-w-[68ch] text-ink-muted">{post.excerpt}</p>
      {/* The title in the name tells the article links apart; the visible words start it. */}
      <Link
        to={post.href}
        aria-label={`Read Full Article: ${post.title}`}
        className="mt-auto inline-flex min-h-11 self-start items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
      >
        Read Full Article
        <ArrowRightIcon width={18} height={18} />
      </Link>
    </article>
  );
}
