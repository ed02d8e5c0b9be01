import "server-only";
import { addDaysIso, isoToUtcDate, todayIso, utcDateToIso } from "@/lib/dates";
import { db } from "../db";
import { emailPermitExpiring } from "./emails/permit-expiring";

/**
 * The daily job (lib/server/jobs/registry.ts): permits expiring within 30 days, then within
 * 7, get a reminder each, to their holder and every active admin (docs/product-rules.md
 * §14). Each reminder is claimed with a conditional UPDATE (`reminder30SentAt IS NULL`) in
 * the transaction that writes its emails, so it goes out once however often or wherever
 * the job runs.
 */
export async function sendPermitReminders(today: string = todayIso()) {
  let sent = 0;
  for (const days of [7, 30] as const) {
    const column = days === 7 ? "reminder7SentAt" : "reminder30SentAt";
    const due = await db.kitchenPermit.findMany({
      where: {
        expiresOn: { gte: isoToUtcDate(today), lte: isoToUtcDate(addDaysIso(today, days)) },
        [column]: null,
        // Inside 7 days the 30-day reminder is not sent any more.
        ...(days === 30 ? { reminder7SentAt: null } : {}),
      },
      select: { id: true },
    });
    for (const { id } of due) {
      const claimed = await db.$transaction(async (tx) => {
        const { count } = await tx.kitchenPermit.updateMany({
          where: { id, [column]: null },
          data: { [column]: new Date() },
        });
        if (count === 0) return false;
        const permit = await tx.kitchenPermit.findUniqueOrThrow({ where: { id } });
        await emailPermitExpiring(tx, id, days, utcDateToIso(permit.expiresOn));
        return true;
      });
      if (claimed) sent++;
    }
  }
  return { sent };
}
