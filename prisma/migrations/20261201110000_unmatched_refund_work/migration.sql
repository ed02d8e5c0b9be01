-- AlterEnum
ALTER TYPE "WorkKind" ADD VALUE 'refund_unmatched';

-- AlterTable
ALTER TABLE "unmatched_payments" ADD COLUMN     "id" SERIAL NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "unmatched_payments_id_key" ON "unmatched_payments"("id");
