"use client";

import { useTransition } from "react";
import { write } from "@/lib/client/write";
import { Button } from "@/components/ui/button";
import { resendVerificationEmailAction } from "../actions";

/** Sends a new "Verify your email" link to the signed-in account's address. */
export function ResendVerificationButton() {
  const [pending, startTransition] = useTransition();
  const resend = () =>
    startTransition(async () => {
      await write(resendVerificationEmailAction, {
        success: (sent) => sent.message,
        refused: (message) => message,
        crashed: () => "The email could not be sent. Please try again.",
      });
    });
  return (
    <Button type="button" variant="outline" disabled={pending} onClick={resend}>
      {pending ? "Sending..." : "Resend verification email"}
    </Button>
  );
}
