import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new migration into drizzle/ after app/db/schema.ts changes.
// Migrations are committed and applied by the server at start-up (app/db/client.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./drizzle",
});
