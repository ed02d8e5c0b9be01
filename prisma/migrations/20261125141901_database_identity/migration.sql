-- CreateTable
CREATE TABLE "database_identity" (
    "singleton" BOOLEAN NOT NULL DEFAULT true,
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "database_identity_pkey" PRIMARY KEY ("singleton")
);
