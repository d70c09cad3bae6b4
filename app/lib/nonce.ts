import { createContext, useContext } from "react";

/** The per-request CSP nonce, set by entry.server.tsx; empty in the browser and in prerendering. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
