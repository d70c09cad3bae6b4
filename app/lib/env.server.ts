import { z } from "zod";

/** The default of WRITE_QUEUE_LIMIT: how many public writes are handled at once. */
export const DEFAULT_WRITE_QUEUE_LIMIT = 1;

/** The default of WRITE_QUEUE_WAITING: how many more may wait in line for a place. */
export const DEFAULT_WRITE_QUEUE_WAITING = 32;

/** `https://example.org`, `http://localhost:3000`: scheme, host name, optional port. */
const SITE_ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?\/?$/i;

/**
 * Every setting the server reads, parsed once at start-up. A bad value stops the server with a
 * message naming each bad variable, rather than failing later in a request.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SUBMIT_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  /** Public writes handled at once (app/db/write-queue.server.ts). */
  WRITE_QUEUE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_WRITE_QUEUE_LIMIT),
  /** Public writes that may wait in line for a place; the next is turned away with 503. */
  WRITE_QUEUE_WAITING: z.coerce.number().int().min(0).default(DEFAULT_WRITE_QUEUE_WAITING),
  TRUST_PROXY: z.coerce.number().int().min(1).optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
    .optional(),
  // An origin only (scheme, host, optional port): the server writes it into prerendered pages,
  // feeds and JSON as is, so it must hold nothing that HTML, XML or JSON would need escaped.
  SITE_URL: z
    .string()
    .regex(SITE_ORIGIN, "must be an origin such as https://example.org (no path or query)")
    .optional(),
  /** Where Exit this page goes: a neutral page that gives nothing away. */
  QUICK_EXIT_URL: z.url({ protocol: /^https?$/ }).default("https://www.bbc.com/weather"),
  /** A full link check every this many hours, in the server (docs/product.md, The link monitor). */
  LINK_CHECK_EVERY_HOURS: z.coerce.number().int().min(1).max(168).optional(),
  /** 1: the link monitor may reach loopback and private addresses (tests, intranets). */
  LINK_CHECK_ALLOW_PRIVATE: z.enum(["0", "1"]).default("0"),
  /** How long one link-check request may take. */
  LINK_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Tests only: check `<this><resourceId>` instead of each resource's own address, so browser
   * tests never reach the internet. Unset in every real deployment.
   */
  LINK_CHECK_TEST_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * 1: a curator without a second factor must set one up before the console opens; 0: not
   * (tests, a trial). Unset: on with NODE_ENV=production, off otherwise.
   */
  REQUIRE_SECOND_FACTOR: z.enum(["0", "1"]).optional(),
  /** The origin curators' passkeys are bound to; SITE_URL unless the console is reached elsewhere. */
  PASSKEY_ORIGIN: z
    .string()
    .regex(SITE_ORIGIN, "must be an origin such as https://example.org (no path or query)")
    .optional(),
});

export type Env = Omit<z.infer<typeof EnvSchema>, "REQUIRE_SECOND_FACTOR" | "PASSKEY_ORIGIN"> & {
  REQUIRE_SECOND_FACTOR: boolean;
  PASSKEY_ORIGIN: string;
  SITE_URL: string;
  /** False when SITE_URL fell back to localhost: a production start warns about it. */
  SITE_URL_SET: boolean;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    ...env,
    REQUIRE_SECOND_FACTOR:
      (env.REQUIRE_SECOND_FACTOR ?? (env.NODE_ENV === "production" ? "1" : "0")) === "1",
    PASSKEY_ORIGIN: (env.PASSKEY_ORIGIN ?? siteUrl).replace(/\/+$/, ""),
    SITE_URL: siteUrl,
    SITE_URL_SET: env.SITE_URL !== undefined,
  };
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
