/**
 * How long each field of a curator's public profile may be, in characters: the schema checks
 * them (./curator.ts) and the console's form says them, without loading the schema library.
 */
export const PROFILE_FIELD_MAX = 200;
/** The bio: a short paragraph or two. */
export const PROFILE_BIO_MAX = 1500;
