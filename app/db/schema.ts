import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from "drizzle-orm/pg-core";
// A relative import: drizzle-kit reads this file without the app's `~/` alias.
import {
  LINK_STATUSES,
  REPORT_REASONS,
  SUBMISSION_STATUSES,
  SUBMITTER_RELATIONS,
} from "../content/record-terms";

/**
 * The database's tables (what each holds: docs/product.md). Only drizzle-kit turns this file into SQL:
 * after a change, run `npm run db:generate` and commit the new migration in drizzle/.
 */

/**
 * A check constraint's condition: `column in ('a', 'b', …)`, the values written out in the SQL,
 * read from the same list as the column's type, so the database refuses what the code would.
 */
function isOneOf(column: PgColumn, values: readonly string[]): SQL {
  const quoted = values.map((value) => `'${value.replaceAll("'", "''")}'`);
  return sql`${column} in (${sql.raw(quoted.join(", "))})`;
}

/** Binary data (a photo's bytes): a Buffer in, a Buffer out, on PGlite and PostgreSQL alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Where a catalogue row came from: an edit of a bundled entry, or an entry the curator published. */
const CATALOGUE_ORIGINS = ["bundled", "published"] as const;

export const resourceSubmissions = pgTable(
  "resource_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submitterName: text("submitter_name").notNull().default(""),
    submitterTitle: text("submitter_title").notNull().default(""),
    submitterLocation: text("submitter_location").notNull().default(""),
    resourceType: text("resource_type").notNull(),
    resourceCategory: text("resource_category").notNull(),
    resourceTitle: text("resource_title").notNull(),
    resourceAuthor: text("resource_author").notNull().default(""),
    resourceUrl: text("resource_url").notNull().default(""),
    resourceDescription: text("resource_description").notNull(),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("pending"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNotes: text("review_notes"),
    /**
     * The key a client sent with the submission (the form makes one per filled-in form), so that
     * a retry after a timeout or a lost answer returns the first receipt instead of a second row.
     */
    idempotencyKey: text("idempotency_key"),
    /**
     * An optional address for the curator to reply to; erased 90 days after review
     * (app/features/submissions/contact-erasure.server.ts) and, like everything else, with the row.
     */
    submitterEmail: text("submitter_email"),
    /** The catalogue entry made from this submission, once published. */
    publishedResourceId: text("published_resource_id"),
    /**
     * The submitter's own tie to the resource (app/domain/submitter-relation.ts), shown to the
     * curator and, for an author, publisher or sponsor, in a published entry's credit; null
     * when they did not say.
     */
    submitterRelation: text("submitter_relation", { enum: SUBMITTER_RELATIONS }),
  },
  (table) => [
    uniqueIndex("resource_submissions_idempotency_key_idx").on(table.idempotencyKey),
    // The review console lists submissions by status, newest first.
    index("resource_submissions_status_submitted_at_idx").on(table.status, table.submittedAt),
    check("resource_submissions_status_check", isOneOf(table.status, SUBMISSION_STATUSES)),
    check(
      "resource_submissions_submitter_relation_check",
      isOneOf(table.submitterRelation, SUBMITTER_RELATIONS),
    ),
  ],
);

/** Curator accounts. `password` holds a password hash (scrypt or argon2id), never the password. */
export const users = pgTable("users", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
});

/**
 * Curators' sign-in sessions (app/features/curators/accounts/sessions.server.ts). The id is 32 random bytes
 * (base64url); the cookie carries it signed with SESSION_SECRET. `expiresAt` slides forward with
 * use (8 hours idle, never past 12 hours after it began); signing out deletes the row, removing a
 * curator removes theirs, and a change of their second factor removes their other ones.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * True between the password and the second factor: such a session opens only the code step
     * (/curator/login/code), ends within minutes, and is replaced by a new one when the code is
     * given (app/features/curators/accounts/auth.server.ts).
     */
    pending: boolean("pending").notNull().default(false),
    /** When a second factor was last given in this session: step-up asks again after 10 minutes. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    /** The passkey (WebAuthn) challenge this session was last sent, used once, and its expiry. */
    passkeyChallenge: text("passkey_challenge"),
    passkeyChallengeExpiresAt: timestamp("passkey_challenge_expires_at", { withTimezone: true }),
  },
  (table) => [
    index("sessions_user_id_idx").on(table.userId),
    // Expired rows are purged by expiry.
    index("sessions_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * A curator's authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s;
 * app/features/curators/accounts/totp.server.ts). `secret` is the base32 secret in use, once a
 * code has confirmed it; `pendingSecret` one being set up. `lastUsedStep` is the time step of the
 * last code accepted: a code is accepted once, and never one older than that, on every process.
 */
export const curatorTotp = pgTable("curator_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  pendingSecret: text("pending_secret"),
  pendingSince: timestamp("pending_since", { withTimezone: true }),
  /**
   * Second-factor codes refused in a row for this curator, from anywhere: reset only by a factor
   * accepted (a code, a recovery code, a passkey) or by removing the app. Not by a new password
   * sign-in, not by time (app/features/curators/accounts/code-failures.server.ts).
   */
  failedCodes: integer("failed_codes").notNull().default(0),
  /** Set when `failedCodes` reached its limit: app codes are refused until it is cleared. */
  pausedAt: timestamp("paused_at", { withTimezone: true }),
});

/**
 * Single-use recovery codes, stored only as SHA-256 hashes (each code holds 120 random bits, or
 * 80 for a set made before codes grew, so a plain hash is enough; app/features/curators/accounts/recovery-codes.server.ts). `usedAt` is set
 * by the one statement that accepts a code, so two processes cannot both accept it.
 */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("recovery_codes_user_id_code_hash_idx").on(table.userId, table.codeHash)],
);

/**
 * Passkeys (WebAuthn credentials) a curator registered as a second factor, each with the name
 * they gave it (app/features/curators/accounts/passkeys.server.ts). `counter` is the
 * authenticator's signature count, kept to notice a cloned key.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** base64url, as the browser sends it. */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user_id_idx").on(table.userId)],
);

/** Newsletter addresses, stored trimmed and lower-cased so that each person is listed once. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters behind every limit that must hold across server processes (app/db/limits.server.ts):
 * the submission rate limit per client, the sign-in limit per client and per account. Each is
 * taken by one atomic statement. `hits` counts within a fixed window ending at `windowEndsAt`;
 * `nextAllowedAt` spaces attempts out once an account is past its threshold. Rows whose window
 * and spacing have both passed are swept away.
 */
export const limitCounters = pgTable(
  "limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
    nextAllowedAt: timestamp("next_allowed_at", { withTimezone: true }),
  },
  (table) => [index("limit_counters_window_ends_at_idx").on(table.windowEndsAt)],
);

/** One row, rewritten by every /healthz, so that the check proves the database takes writes. */
export const healthProbe = pgTable("health_probe", {
  id: integer("id").primaryKey(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});

/**
 * The catalogue's database layer over the bundled entries (app/content/resources.ts stays the
 * seed; app/features/directory/catalogue.server.ts merges the two). One row per entry the curator
 * touched: for a bundled entry, `fields` holds only the fields changed from the bundle, so a later
 * release's corrections to other fields still show; for a published entry (`origin` published),
 * `fields` is the whole entry. A hidden entry keeps its row, with the reason, so it can be unhidden.
 */
export const catalogueEntries = pgTable(
  "catalogue_entries",
  {
    resourceId: text("resource_id").primaryKey(),
    origin: text("origin", { enum: CATALOGUE_ORIGINS }).notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    hiddenReason: text("hidden_reason"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The submission a published entry came from; kept when that submission is deleted. */
    submissionId: integer("submission_id").references(() => resourceSubmissions.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("catalogue_entries_origin_check", isOneOf(table.origin, CATALOGUE_ORIGINS))],
);

/**
 * Every curator action (review, publish, edit, hide, unhide, delete), written in the same
 * transaction as the change it records. `target` names what was acted on (`submission:12`,
 * `resource:headspace`); it never holds a submitter's personal details.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    curator: text("curator").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    /** What changed, in words, where the action alone does not say (a line's old and new numbers). */
    detail: text("detail"),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

// ---------------------------------------------------------------------------------------------
// Keeping the catalogue healthy: the link monitor, visitors' problem reports and the curator's
// re-reviews (docs/product.md, Keeping the catalogue healthy). Resource ids are the catalogue's
// (bundled or published) string ids, so there is no foreign key to a table.
// ---------------------------------------------------------------------------------------------

/**
 * The link monitor's latest result per resource (app/features/curators/links/). `failures`
 * counts consecutive checks that ended broken, unreachable or moved; an ok or redirected check
 * sets it back to 0.
 */
export const linkChecks = pgTable(
  "link_checks",
  {
    resourceId: text("resource_id").primaryKey(),
    url: text("url").notNull(),
    status: text("status", { enum: LINK_STATUSES }).notNull(),
    httpStatus: integer("http_status"),
    finalUrl: text("final_url"),
    /** Why, in a few words, when the status alone does not say ("timed out"). */
    detail: text("detail"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    failures: integer("failures").notNull().default(0),
  },
  (table) => [check("link_checks_status_check", isOneOf(table.status, LINK_STATUSES))],
);

/**
 * Problems visitors report on a resource page (app/features/reports/). `details` is what the
 * visitor typed: shown to curators, never logged. A curator closes a report once dealt with.
 */
export const resourceReports = pgTable(
  "resource_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    resourceId: text("resource_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details").notNull().default(""),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: text("closed_by"),
  },
  (table) => [
    index("resource_reports_resource_id_idx").on(table.resourceId),
    index("resource_reports_reported_at_idx").on(table.reportedAt),
    check("resource_reports_reason_check", isOneOf(table.reason, REPORT_REASONS)),
  ],
);

/**
 * Who reviewed what (docs/decisions/036-who-reviewed-what.md). A row is written only by a
 * curator's Confirm reviewed (the console or the API), with the curator's account (`userId`) and,
 * for the audit trail, the username at the time. A review names its reviewer on the site only
 * while `userId` holds an account that has a public profile (`curatorProfiles`). Rows from before
 * reviews were signed have no `userId` and never count as a review: history, not a claim.
 */
export const resourceReviews = pgTable(
  "resource_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    resourceId: text("resource_id").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    curator: text("curator").notNull(),
    /** The reviewer's account; null for a confirmation made before reviews were signed. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** What the reviewer noted, for the console (never shown to visitors). */
    note: text("note"),
  },
  (table) => [
    index("resource_reviews_resource_id_idx").on(table.resourceId, table.reviewedAt),
    index("resource_reviews_user_id_idx").on(table.userId),
  ],
);

/** The same for the blog's articles (app/features/blog/posts.ts), by slug. */
export const articleReviews = pgTable(
  "article_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    curator: text("curator").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
  },
  (table) => [
    index("article_reviews_slug_idx").on(table.slug, table.reviewedAt),
    index("article_reviews_user_id_idx").on(table.userId),
  ],
);

/**
 * A curator's review of a translated page (a Spanish page under /es), by its path and language
 * (docs/decisions/043-reviewed-translations.md): written only by the console's "Record review",
 * signed and audited as `resourceReviews` are; the page says who reviewed its translation only
 * while `userId` holds an account whose profile lists `locale`.
 */
export const pageReviews = pgTable(
  "page_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    path: text("path").notNull(),
    /** The page's language (BCP 47), e.g. "es". */
    locale: text("locale").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    curator: text("curator").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("page_reviews_path_idx").on(table.path, table.reviewedAt),
    index("page_reviews_user_id_idx").on(table.userId),
  ],
);

/**
 * A curator's public profile, which each curator keeps in the console (/curator/profile): what
 * the site says of whoever reviewed an entry, and /about of the curator who reviewed the most.
 * Empty strings for what was left out; `name` is required.
 */
export const curatorProfiles = pgTable("curator_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  credentials: text("credentials").notNull().default(""),
  licenceType: text("licence_type").notNull().default(""),
  licenceNumber: text("licence_number").notNull().default(""),
  licenceIssuer: text("licence_issuer").notNull().default(""),
  /** The issuing body's public lookup (https), where a visitor can check the licence. */
  licenceLookupUrl: text("licence_lookup_url").notNull().default(""),
  bio: text("bio").notNull().default(""),
  /**
   * The languages the curator reviews pages in (BCP 47 tags from REVIEW_LANGUAGES in
   * app/content/review-languages.ts): a review of a translated page counts only while its language is
   * listed here (docs/decisions/043-reviewed-translations.md).
   */
  languages: text("languages")
    .array()
    .notNull()
    .default(sql`'{en}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A curator's photo, resized to a small square as it was uploaded (WebP and AVIF;
 * app/features/curators/profile/photo.server.ts), kept in the database so every process serves
 * it, at /photos/{hash}.webp and .avif. `hash` names this version of it, so a new photo gets a
 * new address and the old one can be cached for good.
 */
export const curatorPhotos = pgTable("curator_photos", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  hash: text("hash").notNull().unique(),
  webp: bytea("webp").notNull(),
  avif: bytea("avif").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// The crisis-line registry (app/domain/helplines/; docs/product.md "Crisis lines"): seeded from app/content/helpline-seed.ts on first start, then kept in the console.
// ---------------------------------------------------------------------------------------------

/**
 * A country of the registry: its emergency numbers (`{numbers, note?, source}`) and where it
 * sits in the curator's order. Never deleted: a country without lines still has its emergency
 * numbers and its page.
 */
export const helplineCountries = pgTable("helpline_countries", {
  code: text("code").primaryKey(),
  position: integer("position").notNull(),
  name: text("name").notNull(),
  inSentence: text("in_sentence"),
  timeZone: text("time_zone").notNull(),
  emergency: jsonb("emergency")
    .$type<{ numbers: string[]; note?: string; source: string }>()
    .notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One crisis line. `fields` is the service as the seed's `ServiceFieldsSchema` reads it (name,
 * description, domains, methods, hours, timeZone, languages, audiences, cost, source), checked
 * before every write and again when read. A removed service keeps its row (and its log), so the
 * seed never brings it back and the console can show what was removed, by whom.
 */
export const helplineServices = pgTable(
  "helpline_services",
  {
    id: text("id").primaryKey(),
    countryCode: text("country_code")
      .notNull()
      .references(() => helplineCountries.code),
    position: integer("position").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: text("removed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("helpline_services_country_code_idx").on(table.countryCode, table.position)],
);

/**
 * The verification log: each check of a service (`serviceId`) or of a country's emergency
 * numbers (`countryCode`), with the page read and what it confirmed. `curator` is the account
 * that verified; null for the checks the site's editors made before the seed was shipped.
 */
export const helplineChecks = pgTable(
  "helpline_checks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    serviceId: text("service_id").references(() => helplineServices.id),
    countryCode: text("country_code").references(() => helplineCountries.code),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    sourceUrl: text("source_url").notNull(),
    note: text("note").notNull().default(""),
    curator: text("curator"),
  },
  (table) => [
    index("helpline_checks_service_id_idx").on(table.serviceId, table.checkedAt),
    index("helpline_checks_country_code_idx").on(table.countryCode, table.checkedAt),
    check(
      "helpline_checks_one_target",
      sql`(${table.serviceId} is null) <> (${table.countryCode} is null)`,
    ),
  ],
);
