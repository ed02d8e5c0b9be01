-- Message-IDs were "email-{id}@host": two environments (or a restored database) sent the
-- same ones, and mail programs drop a message whose Message-ID they have seen. Each row now
-- has a random key; the recipient's account id lets the sender add List-Unsubscribe.
ALTER TABLE "email_outbox" ADD COLUMN     "messageKey" UUID NOT NULL DEFAULT gen_random_uuid(),
ADD COLUMN     "recipientUserId" INTEGER;
