import { ShieldAlert } from "lucide-react";

/** Shown to a signed-in person whose role may not use a caterer page. */
export function Restricted({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <ShieldAlert aria-hidden className="h-10 w-10 text-muted-foreground" />
      <p className="mt-4 text-lg font-semibold" role="alert">
        {message}
      </p>
    </section>
  );
}
