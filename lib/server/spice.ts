import "server-only";
import type { SpiceLevel } from "@/lib/generated/prisma/enums";
import type { SpiceLevelValue } from "@/lib/constants";

// PostgreSQL stores "extra-hot"; Prisma names that enum member extra_hot.
export const spiceToDb = (v: SpiceLevelValue): SpiceLevel =>
  (v === "extra-hot" ? "extra_hot" : v) as SpiceLevel;
export const spiceFromDb = (v: SpiceLevel): SpiceLevelValue =>
  (v === "extra_hot" ? "extra-hot" : v) as SpiceLevelValue;
