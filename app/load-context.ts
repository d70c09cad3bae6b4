// What the Express server hands every loader and action (see server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts; absent while prerendering (hashes are used). */
    cspNonce?: string;
  }
}

export {};
