import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's minimum profile: 19 MiB memory, 2 iterations, 1 lane.
// @node-rs/argon2 ships prebuilt binaries on npm, so it installs offline.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
