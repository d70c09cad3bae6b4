/** Small helpers for the API's integration tests. */
export const VALID_SUBMISSION = {
  submitterName: "Dana Reyes",
  submitterTitle: "School counsellor",
  submitterLocation: "Portland, OR",
  resourceType: "book",
  resourceCategory: "psychological-concerns",
  resourceTitle: "Feeling Good",
  resourceAuthor: "David D. Burns",
  resourceUrl: "https://example.org/feeling-good",
  resourceDescription: "A practical introduction to cognitive behavioural therapy.",
} as const;

export function postJson(baseUrl: string, path: string, body: unknown, headers = {}) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
