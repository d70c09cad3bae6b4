import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { getQueryClient } from "~/lib/query-client";
import { Toaster } from "./toaster";

/**
 * The query client and the toasts, for the submit form. Kept out of root.tsx so that reading
 * pages don't download them (the newsletter box on /blog answers in place without either);
 * the client itself is one per browser session, so cached queries survive navigation.
 */
export function InteractiveArea({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
