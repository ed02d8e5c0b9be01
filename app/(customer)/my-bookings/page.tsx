import type { Metadata } from "next";
import { AccessDenied } from "@/components/auth/access-denied";
import { currentActor } from "@/lib/server/auth/current-actor";
import { listMyBookings } from "@/lib/server/lines/list-bookings";
import { BookingsView } from "./_components/bookings-view";

export const metadata: Metadata = { title: "My Bookings", robots: { index: false } };

export default async function MyBookingsPage() {
  // The layout shows Access Denied too; a page never relies on its layout for that.
  const actor = await currentActor();
  if (!actor) return <AccessDenied callbackUrl="/my-bookings" />;
  const bookings = await listMyBookings(actor);
  return (
    <>
      <h1 className="text-3xl font-bold">My Bookings</h1>
      <p className="mt-1 text-muted-foreground">
        Every tray you have ordered, and where it stands.
      </p>
      <BookingsView bookings={bookings} />
    </>
  );
}
