/**
 * The curator accounts and the hostile submission that tests/setup/e2e-seed.ts puts in place.
 *
 * The e2e server runs in production mode, so REQUIRE_SECOND_FACTOR is on: every seeded curator
 * but the newcomer has the authenticator app switched on with E2E_TOTP_SECRET, and signs in
 * with a code computed as the app would (tests/e2e/sign-in.ts). A code is accepted once per
 * 30-second step per curator, and the tests run in parallel, so each test that signs in has a
 * curator of its own: two sign-ins of one curator within the same step would be refused.
 */
export const E2E_PASSWORD = "e2e curator password, long enough";
/** The authenticator-app secret (base32) of every enrolled e2e curator. */
export const E2E_TOTP_SECRET = "KRSXG5CTMVRXEZLUKN2XAZLSONSWG4TF";

export const E2E_CURATORS = {
  signingIn: "e2e-curator",
  review: "e2e-review",
  hostile: "e2e-hostile",
  noScript: "e2e-no-script",
  api: "e2e-api",
  exports: "e2e-exports",
  narrow: "e2e-narrow",
  curation: "e2e-curation",
  reports: "e2e-reports",
  closeReport: "e2e-close-report",
  upkeepPages: "e2e-upkeep-pages",
  secondFactor: "e2e-second-factor",
  passkey: "e2e-passkey",
  stepUp: "e2e-step-up",
  pasteCode: "e2e-paste-code",
  relation: "e2e-relation",
  reviewer: "e2e-reviewer",
  claimsCrawl: "e2e-claims-crawl",
  noProfile: "e2e-no-profile",
  profilePage: "e2e-profile-page",
  helplines: "e2e-helplines",
  helplinesStepUp: "e2e-helplines-step-up",
  spanishReviewer: "e2e-spanish-reviewer",
} as const;
export type E2eCurator = keyof typeof E2E_CURATORS;

/** A curator with no second factor yet: signing in takes them to set one up. */
export const E2E_NEWCOMER = "e2e-newcomer";

/**
 * The server's SESSION_SECRET in the e2e run (playwright.config.ts), and a session the seed
 * makes for the step-up curator whose last code was an hour ago: the browser test of the
 * step-up form starts from it, as no test can wait 10 minutes.
 */
export const E2E_SESSION_SECRET = "e2e-session-secret-of-more-than-32-characters";
export const E2E_STALE_SESSION_ID = "e2eStaleSecondFactorSession0123456789abcdef";
/** The same for the crisis-line step-up test's curator (tests/e2e/helplines.spec.ts). */
export const E2E_STALE_HELPLINES_SESSION_ID = "e2eStaleHelplinesSession0123456789abcdef012";

/** Sent straight to the database (the API would refuse the URL): it must show as inert text. */
export const HOSTILE_SUBMISSION = {
  resourceTitle: "<script>alert(1)</script>",
  resourceUrl: "javascript:alert(1)",
  resourceType: "book",
  resourceCategory: "other",
  resourceAuthor: '<img src=x onerror="alert(2)">',
  resourceDescription: '=HYPERLINK("http://evil.example","click") <b>bold?</b>',
  submitterName: '<a href="javascript:alert(3)">me</a>',
} as const;
