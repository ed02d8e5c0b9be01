-- AlterEnum
ALTER TYPE "MoneyMovementKind" ADD VALUE 'tip';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "tipCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "catering_events" ADD COLUMN     "tipCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "kitchen_transfers" ADD COLUMN     "round" INTEGER NOT NULL DEFAULT 0;
