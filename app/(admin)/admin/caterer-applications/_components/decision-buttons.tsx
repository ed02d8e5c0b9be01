import { Button } from "@/components/ui/button";
import type { Decision } from "./decision-dialog";

/**
 * Approve, Request Changes and Reject. Callers show them only while the application waits
 * for a decision (canReviewApplication); the server refuses them otherwise.
 */
export function DecisionButtons({ onDecide }: { onDecide: (decision: Decision) => void }) {
  return (
    <>
      <Button
        size="sm"
        className="bg-green-700 text-white hover:bg-green-800"
        onClick={() => onDecide("approve")}
      >
        Approve
      </Button>
      <Button size="sm" variant="outline" onClick={() => onDecide("request_changes")}>
        Request Changes
      </Button>
      <Button size="sm" variant="destructive" onClick={() => onDecide("reject")}>
        Reject
      </Button>
    </>
  );
}
