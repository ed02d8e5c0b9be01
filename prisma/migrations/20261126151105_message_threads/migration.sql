-- CreateEnum
CREATE TYPE "message_author_role" AS ENUM ('customer', 'caterer', 'platform');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "messageEmails" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "message_threads" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER,
    "eventId" INTEGER,
    "catererId" INTEGER NOT NULL,
    "customerId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_threads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "messages" (
    "id" SERIAL NOT NULL,
    "threadId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "authorRole" "message_author_role" NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),

    CONSTRAINT "messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_revisions" (
    "id" SERIAL NOT NULL,
    "messageId" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "replacedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_thread_states" (
    "threadId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "lastReadMessageId" INTEGER NOT NULL DEFAULT 0,
    "lastEmailedAt" TIMESTAMP(3),
    "lastEmailedMessageId" INTEGER NOT NULL DEFAULT 0,
    "pendingSince" TIMESTAMP(3),

    CONSTRAINT "message_thread_states_pkey" PRIMARY KEY ("threadId","userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "message_threads_bookingId_key" ON "message_threads"("bookingId");

-- CreateIndex
CREATE INDEX "message_threads_customerId_lastMessageAt_idx" ON "message_threads"("customerId", "lastMessageAt" DESC);

-- CreateIndex
CREATE INDEX "message_threads_catererId_lastMessageAt_idx" ON "message_threads"("catererId", "lastMessageAt" DESC);

-- CreateIndex
CREATE INDEX "message_threads_lastMessageAt_idx" ON "message_threads"("lastMessageAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "message_threads_eventId_catererId_key" ON "message_threads"("eventId", "catererId");

-- CreateIndex
CREATE INDEX "messages_threadId_id_idx" ON "messages"("threadId", "id");

-- CreateIndex
CREATE INDEX "message_revisions_messageId_idx" ON "message_revisions"("messageId");

-- CreateIndex
CREATE INDEX "message_thread_states_userId_idx" ON "message_thread_states"("userId");

-- CreateIndex
CREATE INDEX "message_thread_states_pendingSince_idx" ON "message_thread_states"("pendingSince");

-- AddForeignKey
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "catering_events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_catererId_fkey" FOREIGN KEY ("catererId") REFERENCES "caterers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "message_threads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "messages" ADD CONSTRAINT "messages_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_revisions" ADD CONSTRAINT "message_revisions_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_thread_states" ADD CONSTRAINT "message_thread_states_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "message_threads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_thread_states" ADD CONSTRAINT "message_thread_states_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

