/** The admin dish list's query: search by dish name, optionally one caterer's menu. */
import { z } from "zod";
import { adminListQuerySchema } from "@/lib/validation/list-query";

export const adminDishListQuerySchema = adminListQuerySchema.extend({
  catererId: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 2147483647) {
        ctx.addIssue({ code: "custom", message: "Invalid caterer id" });
        return z.NEVER;
      }
      return n;
    }),
});
export type AdminDishListQuery = z.input<typeof adminDishListQuerySchema>;
