/**
 * A curator's photo upload (docs/security.md, Limits): the largest file the console takes, sent
 * with a plain form to PHOTO_UPLOAD_PATH. Kept apart from the server code so the form can say it.
 */
export const PHOTO_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * The largest request body PHOTO_UPLOAD_PATH reads, the one path allowed more than the site's
 * 64 KiB (server/request-guards.ts): the photo plus 64 KiB for the form's other fields and the
 * multipart framing, so a photo within its limit always fits.
 */
export const PHOTO_BODY_LIMIT_BYTES = PHOTO_UPLOAD_LIMIT_BYTES + 64 * 1024;

/** Where the console's photo form posts. */
export const PHOTO_UPLOAD_PATH = "/curator/profile/photo";

/** "5 MB", as the form says it. */
export const PHOTO_UPLOAD_LIMIT_TEXT = `${PHOTO_UPLOAD_LIMIT_BYTES / (1024 * 1024)} MB`;

/** What the form accepts, as its `accept` attribute says it. */
export const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export const PHOTO_TOO_LARGE_MESSAGE = `That photo is larger than ${PHOTO_UPLOAD_LIMIT_TEXT}: please choose a smaller one.`;
