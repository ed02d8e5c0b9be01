/** The test provider's stand-in for Stripe's hosted Connect onboarding (a local page). */
export const TEST_ONBOARDING_PATH = "/caterer-dishes/payouts/test-onboarding";

/** Where onboarding returns the kitchen to (My Kitchen), for the return and refresh URLs. */
export const PAYOUTS_RETURN_PATH = "/caterer-dishes?payouts=return";
export const PAYOUTS_REFRESH_PATH = "/caterer-dishes?payouts=refresh";
