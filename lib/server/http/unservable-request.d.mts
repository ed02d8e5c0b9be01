export declare const PAGE_BODY_LIMIT_BYTES: number;
export declare function unservableRequest(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { status: number; message: string; headers?: Record<string, string> } | null;
