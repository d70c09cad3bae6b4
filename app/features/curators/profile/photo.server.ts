import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { announceCatalogueChange, recordAction } from "~/db/audit.server";
import type { Database } from "~/db/client.server";
import { curatorPhotos } from "~/db/schema";
import type { Reviewing } from "../needs-review/reviews.server";

/** The side of the square the photo is stored at, in pixels: twice the largest it is shown. */
export const PHOTO_SIZE_PX = 320;

/**
 * The most pixels an upload may decode to (a 40-megapixel photo): a small file can claim a huge
 * image, and decoding it would take the memory of the whole server.
 */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;

/** The formats sharp reads that we take (AVIF is read as "heif"); never SVG or PDF. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export const NOT_A_PHOTO_MESSAGE =
  "That file is not a photo we can read: please choose a JPEG, PNG, WebP, GIF or AVIF picture.";

export interface ProcessedPhoto {
  /** The first 16 hex digits of the SHA-256 of both encodings: this version's address. */
  hash: string;
  webp: Buffer;
  avif: Buffer;
}

/**
 * The upload as the site keeps it: turned upright (EXIF orientation), cropped to a square of
 * PHOTO_SIZE_PX around its most striking part (sharp's "attention": usually the face), on white
 * where it was transparent, every metadata field dropped (camera, place, date), as WebP and AVIF.
 * Undefined for anything that is not a picture in an accepted format.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto | undefined> {
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error" as const };
  // Loaded on the first upload, not at start-up: most processes never resize a photo.
  const { default: sharp } = await import("sharp");
  try {
    const { format } = await sharp(bytes, options).metadata();
    if (!format || !ACCEPTED.has(format)) return undefined;
    const square = sharp(bytes, options)
      .rotate()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" });
    const [webp, avif] = await Promise.all([
      square.clone().webp({ quality: 80 }).toBuffer(),
      square.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
    ]);
    const hash = createHash("sha256").update(webp).update(avif).digest("hex").slice(0, 16);
    return { hash, webp, avif };
  } catch {
    return undefined;
  }
}

/** Stores a curator's photo (replacing any earlier one), audited and announced. */
export async function savePhoto(db: Database, curator: Reviewing, photo: ProcessedPhoto) {
  await db.transaction(async (tx) => {
    const row = { hash: photo.hash, webp: photo.webp, avif: photo.avif, uploadedAt: new Date() };
    await tx
      .insert(curatorPhotos)
      .values({ userId: curator.userId, ...row })
      .onConflictDoUpdate({ target: curatorPhotos.userId, set: row });
    await recordAction(tx, {
      curator: curator.username,
      action: "profile-photo",
      target: `curator:${curator.username}`,
    });
    await announceCatalogueChange(tx);
  });
}

/** Removes a curator's photo; false when there was none. */
export async function removePhoto(db: Database, curator: Reviewing): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(curatorPhotos)
      .where(eq(curatorPhotos.userId, curator.userId))
      .returning({ hash: curatorPhotos.hash });
    if (removed.length === 0) return false;
    await recordAction(tx, {
      curator: curator.username,
      action: "remove-profile-photo",
      target: `curator:${curator.username}`,
    });
    await announceCatalogueChange(tx);
    return true;
  });
}

/** A stored photo by its version's hash, in one of its two encodings. */
export async function photoByHash(
  db: Database,
  hash: string,
  format: "webp" | "avif",
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: format === "webp" ? curatorPhotos.webp : curatorPhotos.avif })
    .from(curatorPhotos)
    .where(eq(curatorPhotos.hash, hash))
    .limit(1);
  return row?.bytes;
}
