import type { ExternalToast } from "sonner";

// sonner arrives with the page's Toaster just after hydration (components/layout/lazy-toaster):
// a page that can raise a toast need not carry sonner's 9.5 KiB (gzip) in its first load.
// A toast raised before then waits for it; the Toaster shows it when it mounts.
const sonner = () => import("sonner");

/** sonner's toast.success and toast.error, loading sonner on first use. */
export const toast = {
  success(message: string, data?: ExternalToast) {
    void sonner().then(({ toast }) => toast.success(message, data));
  },
  error(message: string, data?: ExternalToast) {
    void sonner().then(({ toast }) => toast.error(message, data));
  },
  dismiss(id: string) {
    void sonner().then(({ toast }) => toast.dismiss(id));
  },
};
