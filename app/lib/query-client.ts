import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/** Cached data is dropped this long after its last user goes away (docs/product.md, Small constants). */
const GC_TIME_MS = 5 * 60 * 1000;

/**
 * TanStack Query with the site's settings (docs/product.md, Small constants): nothing retried, data never stale, no
 * refetch on focus, no polling.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        gcTime: GC_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client for the whole browser session; on the server, a new one per render. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
