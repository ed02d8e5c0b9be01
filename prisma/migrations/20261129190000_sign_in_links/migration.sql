-- One-time sign-in links, emailed to an account's owner when sign-ins to it fail from many
-- addresses (docs/security.md, "Guessing one account's password"; decisions §3).
CREATE TABLE "sign_in_links" (
    "id" SERIAL NOT NULL,
    "tokenHash" VARCHAR(64) NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sign_in_links_tokenHash_key" ON "sign_in_links"("tokenHash");

-- CreateIndex
CREATE INDEX "sign_in_links_userId_idx" ON "sign_in_links"("userId");

-- AddForeignKey
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
