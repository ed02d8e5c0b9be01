-- Hand-written (Prisma cannot express them): a thread belongs to one order or to one
-- kitchen's part of one event, never both; a message holds 1 to 2,000 characters.
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_one_subject"
  CHECK (("bookingId" IS NULL) <> ("eventId" IS NULL));
ALTER TABLE "messages" ADD CONSTRAINT "messages_body_length"
  CHECK (char_length("body") BETWEEN 1 AND 2000);
