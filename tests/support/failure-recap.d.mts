export declare const RECAP_DIR: string;
export declare function writeRecap(suite: string, failures: { title: string; message: string }[]): void;
export declare function clearRecap(): void;
export declare function readRecap(): string | null;
export declare function clip(text: string): string;
