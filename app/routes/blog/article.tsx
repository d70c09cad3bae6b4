import { data, href, Link } from "react-router";
import { CrisisLinePhrase, useCrisisLine } from "~/components/layout/crisis-line";
import { JsonLd } from "~/components/ui/json-ld";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { getArticle } from "~/features/blog/articles.server";
import { statedReview } from "~/domain/catalogue-now.server";
import { ArticleByline, ArticleSources } from "~/features/blog/components/article-trust";
import { PostMeta } from "~/features/blog/components/post-meta";
import { RelatedArticles } from "~/features/blog/components/related-articles";
import { TableOfContents } from "~/features/blog/components/table-of-contents";
import { articleJsonLd } from "~/features/blog/json-ld";
import { RSS_LINK } from "~/features/blog/rss";
import { Prose } from "~/components/ui/prose";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/article";

export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const { post, html, sections, wordCount, readTime } = article;
  const review = statedReview("article", post.slug);
  return {
    post,
    html,
    sections,
    readTime,
    review,
    jsonLd: articleJsonLd({ post, wordCount, siteUrl: getEnv().SITE_URL, review }),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) return [];
  return [
    ...pageMeta(args, {
      title: post.metaTitle ?? post.title,
      description: post.description,
      type: "article",
    }),
    { property: "article:published_time", content: post.date },
    ...(post.dateModified
      ? [{ property: "article:modified_time", content: post.dateModified }]
      : []),
    { property: "article:section", content: post.category },
  ];
};

export const links: Route.LinksFunction = () => [RSS_LINK];

export default function Article({ loaderData }: Route.ComponentProps) {
  const crisisLine = useCrisisLine();
  const { post, html, readTime, review, jsonLd } = loaderData;
  // The Sources list follows the text, so the table of contents ends with it.
  const sections =
    post.sources.length > 0
      ? [...loaderData.sections, { id: "sources", text: "Sources" }]
      : loaderData.sections;
  return (
    <article className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:pt-8">
      <JsonLd data={jsonLd} />
      <Link
        to={href("/blog")}
        className="inline-flex min-h-11 items-center gap-2 font-medium text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon width={18} height={18} />
        Back to Blog
      </Link>
      <header className="mt-4 max-w-3xl">
        <PostMeta
          date={post.date}
          updated={post.dateModified}
          readTime={readTime}
          category={post.category}
        />
        <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-ink sm:text-4xl">
          {post.title}
        </h1>
        <ArticleByline author={post.author} review={review} />
      </header>
      <div className="mt-10 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        {sections.length > 2 ? (
          <div className="mb-10 lg:order-2 lg:mb-0">
            <div className="lg:sticky lg:top-6">
              <TableOfContents sections={sections} />
            </div>
          </div>
        ) : null}
        <div className="min-w-0">
          <Prose html={html} className="[&_h2]:scroll-mt-6 [&_h3]:scroll-mt-6" />
          <ArticleSources sources={post.sources} />
          <p className="mt-12 max-w-[68ch] rounded-xl border border-line bg-surface-muted p-5 text-sm text-ink-muted">
            <strong className="font-semibold text-ink">Educational, not medical advice.</strong>{" "}
            This article offers general information. It cannot replace care from a doctor or
            licensed mental health professional who knows your situation.{" "}
            {crisisLine ? (
              <>
                In a crisis, <CrisisLinePhrase line={crisisLine} />, or see{" "}
              </>
            ) : (
              "In a crisis, see "
            )}
            <Link to={href("/get-help")} className="font-semibold text-brand underline">
              Get help now
            </Link>
            .
          </p>
          <RelatedArticles links={post.related} />
        </div>
      </div>
    </article>
  );
}
