import { cn } from "~/lib/cn";

/**
 * A person's square photo (a curator's, from the database: AVIF where the browser takes it,
 * else WebP), round, at `size` CSS pixels; stored at twice that for sharp screens.
 */
export function Portrait({
  photo,
  alt,
  size = 128,
  className,
}: {
  photo: { webp: string; avif: string };
  alt: string;
  size?: number;
  className?: string;
}) {
  return (
    // Never squeezed by a flex row beside it.
    <picture className="block shrink-0">
      <source type="image/avif" srcSet={photo.avif} />
      <img
        src={photo.webp}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn("rounded-full border border-line bg-surface-muted object-cover", className)}
        style={{ width: size, height: size }}
      />
    </picture>
  );
}
