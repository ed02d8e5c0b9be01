import {
  canEditApplication,
  canReviewApplication,
  mayApply,
  statusOnOpen,
} from "@/lib/applications/rules";
import { APPLICATION_STATUSES } from "@/lib/constants";

describe("canEditApplication", () => {
  it("allows the applicant to edit only drafts and applications sent back for changes", () => {
    expect(APPLICATION_STATUSES.filter(canEditApplication)).toEqual(["draft", "changes_requested"]);
  });
});

describe("mayApply", () => {
  it("lets a customer apply", () => {
    expect(mayApply({ role: "user", catererId: null })).toBe(true);
    expect(mayApply({ role: "admin", catererId: null })).toBe(true);
  });
  it("refuses someone who already runs a kitchen", () => {
    expect(mayApply({ role: "caterer", catererId: 3 })).toBe(false);
    expect(mayApply({ role: "caterer", catererId: null })).toBe(false);
    expect(mayApply({ role: "user", catererId: 3 })).toBe(false);
  });
});

describe("canReviewApplication", () => {
  it("lets admins decide only while an application waits for a decision", () => {
    expect(APPLICATION_STATUSES.filter(canReviewApplication)).toEqual([
      "submitted",
      "under_review",
    ]);
  });
});

describe("statusOnOpen", () => {
  it("moves only a submitted application to under review when an admin opens it", () => {
    expect(statusOnOpen("submitted")).toBe("under_review");
    for (const status of APPLICATION_STATUSES.filter((s) => s !== "submitted")) {
      expect(statusOnOpen(status)).toBeNull();
    }
  });
});
