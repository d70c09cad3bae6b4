import { cn } from "~/lib/cn";
import {
  ILLUSTRATION_FORMATS,
  ILLUSTRATION_SIZE,
  ILLUSTRATION_WIDTHS,
  illustrationKeyOf,
  illustrationSrc,
} from "~/domain/illustrations";

/**
 * A picture of the catalogue (`imageUrl`), with AVIF and WebP at 1x and 2x for the browser to
 * choose from. `alt` is empty where the picture only decorates a title that says the same.
 * `priority` marks the picture that is likely the page's largest paint: loaded at once, first.
 */
export function Illustration({
  imageUrl,
  alt,
  sizes,
  priority = false,
  className,
}: {
  imageUrl: string;
  alt: string;
  /** The CSS width the picture is shown at, as the `sizes` attribute says it. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const key = illustrationKeyOf(imageUrl);
  const img = (
    <img
      src={imageUrl}
      alt={alt}
      width={ILLUSTRATION_SIZE.width}
      height={ILLUSTRATION_SIZE.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={cn("h-auto w-full object-cover", className)}
    />
  );
  if (!key) return img;
  return (
    <picture>
      {ILLUSTRATION_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={ILLUSTRATION_WIDTHS.map(
            (width) => `${illustrationSrc(key, width, format)} ${width}w`,
          ).join(", ")}
        />
      ))}
      {img}
    </picture>
  );
}
