/**
 * npm run db:migrate | db:migration -- <name> | db:check
 *   deploy        apply pending migrations (what `prisma migrate deploy` does)
 *   new <name>    write prisma/migrations/<timestamp>_<name> for schema.prisma's changes
 *   check         exit 1 when schema.prisma has changes that no migration holds
 *   fill-reach    rewrite every kitchen's kitchen_zip_reach rows from its stored area (after
 *                 an upgrade of the `zipcodes` package moves centroids: npm run db:fill-reach)
 *   import-images fetch and store the remote image URLs saved before the server fetched
 *                 them (pages load images from our origin only: npm run db:import-images)
 * Uses DATABASE_URL, or the embedded PostgreSQL when it is unset.
 */
import pg from "pg";
import { fillKitchenReach } from "./kitchen-reach";
import { createMigration, deployMigrations, pendingSchemaChanges } from "./migrations";
import { resolveDatabase } from "./local-postgres";

async function main() {
  const [command, name] = process.argv.slice(2);
  const db = await resolveDatabase(console.log);
  try {
    if (command === "deploy") {
      const applied = await deployMigrations(db.url);
      console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
    } else if (command === "new") {
      if (!name) throw new Error("usage: migrations.ts new <name>");
      await createMigration(db.url, name);
    } else if (command === "check") {
      const sql = await pendingSchemaChanges(db.url);
      if (sql.trim()) {
        console.error(
          "schema.prisma has changes that no migration holds. Run `npm run db:migration -- <name>`.\n" +
            sql,
        );
        process.exitCode = 1;
      } else {
        console.log("Migrations match schema.prisma.");
      }
    } else if (command === "fill-reach") {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        await client.query("BEGIN");
        const rows = await fillKitchenReach(client);
        await client.query("COMMIT");
        console.log(`Wrote ${rows} ZIP reach rows.`);
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        await client.end();
      }
    } else if (command === "import-images") {
      process.env.DATABASE_URL = db.url;
      const { importStoredImageUrls } = await import("@/lib/server/files/import-stored-image-urls");
      const { imported, failed } = await importStoredImageUrls();
      console.log(
        `Imported ${imported} image URLs; ${failed} could not be fetched and stay as they were.`,
      );
    } else {
      throw new Error("usage: cli.ts deploy | new <name> | check | fill-reach | import-images");
    }
  } finally {
    await db.stop();
  }
}

// Explicit exit: the pg pools the engine leaves behind would otherwise keep the process
// alive, and process.exitCode alone was lost on the way out.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
