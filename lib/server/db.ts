import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set. Start the app with `npm start`, which sets it.");
  }
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }),
  });
}

// One client per process (dev-mode hot reload would otherwise open a pool per edit),
// created on first use so that `next build` can load modules without a database.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function client(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const c = client();
    const value = Reflect.get(c, property, c);
    return typeof value === "function" ? value.bind(c) : value;
  },
});

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
