-- AlterTable
ALTER TABLE "caterers" ADD COLUMN     "calendarFeedToken" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "caterers_calendarFeedToken_key" ON "caterers"("calendarFeedToken");
