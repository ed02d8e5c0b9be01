"use client";

import { usePathname, useRouter } from "next/navigation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ADMIN_TABS, type AdminTab } from "./tabs";

const LABELS: Record<AdminTab, string> = {
  caterers: "Caterers",
  dishes: "Dishes",
  orders: "Orders",
  users: "Users",
};

/**
 * The dashboard's tabs. The tab is in the URL (?tab=) and the server renders only the
 * chosen one's page of data, so each list stays small however large the marketplace.
 */
export function AdminTabs({
  current,
  counts,
  children,
}: {
  current: AdminTab;
  counts: Record<AdminTab, number>;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <Tabs
      value={current}
      onValueChange={(tab) => router.replace(`${pathname}?tab=${tab}`, { scroll: false })}
      className="mt-8"
    >
      <TabsList className="flex h-auto w-full flex-wrap justify-start">
        {ADMIN_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {LABELS[tab]} ({counts[tab]})
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={current}>{children}</TabsContent>
    </Tabs>
  );
}
