/** The curator account and the hostile submission that tests/setup/e2e-seed.ts puts in place. */
export const E2E_CURATOR = {
  username: "e2e-curator",
  password: "e2e curator password, long enough",
} as const;

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
