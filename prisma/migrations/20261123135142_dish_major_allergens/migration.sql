-- AlterTable
ALTER TABLE "dishes" ADD COLUMN     "allergensDeclared" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "majorAllergens" TEXT[] DEFAULT ARRAY[]::TEXT[];
