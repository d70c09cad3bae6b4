/**
 * The one way the browser calls the server's JSON API (docs/product.md, The JSON API): JSON in and
 * out, cookies included, and any non-2xx answer thrown as an `ApiError` whose message is
 * `STATUS: MESSAGE` (the body's `message`, else its text, else the status text).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Per-field sentences from a 400 (`{errors: {field: sentence}}`), when the server sent them. */
    readonly errors: Record<string, string> = {},
  ) {
    super(`${status}: ${message}`);
    this.name = "ApiError";
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(response: Response): Promise<unknown> {
  const text = await response.text();
  const body = text ? parseJson(text) : undefined;
  if (response.ok) return body ?? null;
  const json = (typeof body === "object" && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message =
    typeof json.message === "string" && json.message ? json.message : text || response.statusText;
  const errors =
    typeof json.errors === "object" && json.errors !== null
      ? (json.errors as Record<string, string>)
      : {};
  throw new ApiError(response.status, message, errors);
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  return (await throwIfNotOk(response)) as T;
}

/**
 * The default query function: a GET on the query key's segments joined by slashes. A 401
 * throws unless `on401: "returnNull"` (for "who is signed in?" queries).
 */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    return (await throwIfNotOk(response)) as T;
  };
}
