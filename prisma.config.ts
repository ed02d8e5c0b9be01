import { defineConfig } from "prisma/config";

// Prisma 7 reads the connection string from here, not from schema.prisma. generate needs
// none; the app and the scripts build their own adapter from lib/server/db/url.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
