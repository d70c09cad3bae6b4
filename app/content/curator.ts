import { z } from "zod";
import { PROFILE_BIO_MAX, PROFILE_FIELD_MAX } from "./profile-limits";
import { REVIEW_LANGUAGES, type ReviewLanguage } from "./review-languages";

/**
 * Curators' public profiles: what the site says of whoever reviewed an entry or an article, and
 * what /about says of the curator who reviewed the most (docs/product.md "Claims a reader can check"). Each curator keeps their own in the console (/curator/profile); they live in the
 * database. The schema below is the one the console's form and `PUT /api/curator/profile` pass.
 *
 * Nobody's name, credential or licence is ever made up: a profile says what its curator wrote,
 * and a page names a curator only for a review they confirmed.
 */

const line = (problem: string) =>
  z
    .string(problem)
    .trim()
    .max(PROFILE_FIELD_MAX, `Please keep it under ${PROFILE_FIELD_MAX} characters.`);
const optionalLine = (problem: string) => line(problem).default("");

export const LicenceSchema = z.object({
  type: optionalLine("Please give the licence's type as text."),
  number: optionalLine("Please give the licence number as text."),
  issuer: optionalLine("Please name the body that issued the licence as text."),
  /** The issuer's public lookup, where a visitor can check the licence: https only. */
  lookupUrl: z
    .union([
      z.literal(""),
      z.url({
        protocol: /^https$/,
        error: "Please give the licence lookup as an https:// address, or leave it empty.",
      }),
    ])
    .default(""),
});

const LANGUAGE_TAGS = Object.keys(REVIEW_LANGUAGES) as [ReviewLanguage, ...ReviewLanguage[]];

export const ReviewLanguagesSchema = z
  .array(
    z.enum(LANGUAGE_TAGS, `Please choose languages from: ${LANGUAGE_TAGS.join(", ")}.`),
    "Please list the languages you review in.",
  )
  .transform((tags) => LANGUAGE_TAGS.filter((tag) => tags.includes(tag)));

export const CuratorProfileSchema = z.object({
  name: line("Please give your name as visitors should read it.").min(
    1,
    "Please give your name as visitors should read it.",
  ),
  /** e.g. "PhD, licensed psychologist" */
  credentials: optionalLine("Please give your credentials as text."),
  licence: LicenceSchema.default({ type: "", number: "", issuer: "", lookupUrl: "" }),
  bio: z
    .string("Please write the bio as text.")
    .trim()
    .max(PROFILE_BIO_MAX, `Please keep the bio under ${PROFILE_BIO_MAX} characters.`)
    .default(""),
  /** The languages the curator reviews pages in; English unless they say otherwise. */
  languages: ReviewLanguagesSchema.default(["en"]),
});

/** A profile as stored and shown: every field present, empty where left out. */
export type CuratorProfile = z.output<typeof CuratorProfileSchema>;

/**
 * A profile to put in place at start-up for the curator account `username`, if that account
 * exists and has none yet (the server does it: app/domain/reviews.server.ts). For a deployment
 * that wants its curator's profile in version control; it ships empty. Fill it in only with what
 * the psychologist gave and what can be checked, such as a licence on the board's public lookup.
 */
export const curatorSeed: {
  username: string;
  profile: z.input<typeof CuratorProfileSchema>;
} | null = null;
