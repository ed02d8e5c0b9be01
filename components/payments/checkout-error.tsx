import Link from "next/link";
import { AlertCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A checkout error, with its Return to Home button. */
export function CheckoutError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertCircle aria-hidden className="h-10 w-10 text-red-600" />
      <p className="mt-4 font-medium text-red-800">{message}</p>
      <Button asChild className="mt-6">
        <Link href="/">Return to Home</Link>
      </Button>
    </div>
  );
}
