export declare const PAGE_BODY_LIMIT_BYTES: number;
export declare function unservableRequest(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): { status: number; message: string; headers?: Record<string, string> } | null;
export declare function pageMultipartBoundary(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): string | null;
export declare function multipartBodyComplete(body: Buffer, boundary: string): boolean;
export declare const MALFORMED_FORM: { status: number; message: string };
export declare function isActionCall(req: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): boolean;
export declare const MALFORMED_ACTION_CALL: { status: number; message: string };
