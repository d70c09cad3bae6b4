import { href, Link } from "react-router";
import { ExternalIcon } from "~/components/ui/icons";
import { Illustration } from "./illustration";
import { gridPictures } from "~/domain/illustrations";
import { SaveButton } from "~/components/ui/save-button";
import { costLabel, type ResourceCardData } from "./resource-view";
import { TypeBadge } from "./type-badge";

/** A resource card (docs/product.md, Resource detail and cards); the whole card links to the resource's page. */
export function ResourceCard({
  resource,
  showCategory = false,
  imageUrl = resource.imageUrl,
}: {
  resource: ResourceCardData;
  showCategory?: boolean;
  /** The picture to show, when the grid picks another than the resource's own. */
  imageUrl?: string;
}) {
  return (
    <article className="card-link group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      {/* Decorative: the title below names the resource. */}
      <Illustration
        imageUrl={imageUrl}
        alt=""
        sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] border-b border-line"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="flex flex-wrap items-center gap-2">
            <TypeBadge type={resource.type} />
            <span className="text-xs font-semibold text-ink-muted">
              <span className="sr-only">Cost: </span>
              {costLabel(resource.cost)}
            </span>
          </span>
          {resource.hasUrl ? (
            <span className="text-ink-muted" title="Links to an outside resource">
              <ExternalIcon width={16} height={16} />
              <span className="sr-only">Links to an outside resource</span>
            </span>
          ) : null}
        </div>
        <h3 className="line-clamp-2 text-lg font-semibold leading-snug text-ink">
          <Link
            to={href("/resource/:id", { id: resource.id })}
            className="no-underline after:absolute after:inset-0 group-hover:underline"
          >
            {resource.title}
          </Link>
        </h3>
        {resource.author ? <p className="text-sm text-ink-muted">by {resource.author}</p> : null}
        <p className="line-clamp-3 text-sm text-ink-muted">{resource.summary}</p>
        <div className="mt-auto space-y-1 pt-2 text-xs text-ink-muted">
          {resource.recommendedBy ? <p>Recommended by {resource.recommendedBy}</p> : null}
          {showCategory ? <p>{resource.categoryName}</p> : null}
          <SaveButton id={resource.id} title={resource.title} className="pt-1" />
        </div>
      </div>
    </article>
  );
}

export function ResourceGrid({
  resources,
  showCategory,
  bannerImageUrl,
}: {
  resources: ResourceCardData[];
  showCategory?: boolean;
  /** The picture in the page's banner, which the cards should not repeat. */
  bannerImageUrl?: string;
}) {
  const pictures = gridPictures(resources, bannerImageUrl);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {resources.map((resource, index) => (
        <li key={resource.id}>
          <ResourceCard
            resource={resource}
            showCategory={showCategory}
            imageUrl={pictures[index]}
          />
        </li>
      ))}
    </ul>
  );
}
