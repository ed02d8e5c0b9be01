import type { Metadata } from "next";
import { toId } from "@/lib/validation/id";
import { DashboardPage } from "../_components/dashboard-page";

export const metadata: Metadata = { title: "Caterer Dashboard", robots: { index: false } };

export default async function CatererDashboardPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const id = toId((await params).id);
  if (id === null) {
    return (
      <p className="py-20 text-center text-xl font-semibold" role="alert">
        Caterer not found
      </p>
    );
  }
  return <DashboardPage catererId={id} />;
}
