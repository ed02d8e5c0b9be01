export declare function writeRecap(
  suite: string,
  failures: { title: string; message: string }[],
): void;
export declare function startRecap(): void;
export declare function readRecap(): string | null;
export declare function clip(text: string): string;
