import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/use-toast";
import { ApiError, apiRequest } from "~/lib/api";
import {
  BUSY_TITLE,
  FAILED_FALLBACK,
  FAILED_TITLE,
  SUBMITTED_DESCRIPTION,
  SUBMITTED_TITLE,
} from "./messages";
import type { SubmissionReceipt } from "./schema";

/** Sends a submission to the API and tells the visitor how it went (docs/product.md, Submit a Resource). */
export function useSubmitResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest<SubmissionReceipt>("POST", "/api/resources/submit", body),
    onSuccess: () => {
      toast({ title: SUBMITTED_TITLE, description: SUBMITTED_DESCRIPTION });
      void queryClient.invalidateQueries({ queryKey: ["/api/resources/submissions"] });
    },
    onError: (error) => {
      // A 503 is the server being busy: nothing is wrong, and trying again is safe.
      const busy = error instanceof ApiError && error.status === 503;
      toast({
        variant: busy ? "default" : "destructive",
        title: busy ? BUSY_TITLE : FAILED_TITLE,
        description: error.message || FAILED_FALLBACK,
      });
    },
  });
}
