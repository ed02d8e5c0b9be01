export declare function execErrorText(error: { message?: string; stack?: string }): string;
declare class JestFailureRecap {
  onRunComplete(contexts: unknown, results: unknown): void;
}
export default JestFailureRecap;
