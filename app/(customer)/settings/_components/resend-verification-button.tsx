"use client";

import { useTransition } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { resendVerificationEmailAction } from "../actions";

/** Sends a new "Verify your email" link to the signed-in account's address. */
export function ResendVerificationButton() {
  const [pending, startTransition] = useTransition();
  const resend = () =>
    startTransition(async () => {
      const result = await resendVerificationEmailAction();
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.data.message);
    });
  return (
    <Button type="button" variant="outline" disabled={pending} onClick={resend}>
      {pending ? "Sending..." : "Resend verification email"}
    </Button>
  );
}
