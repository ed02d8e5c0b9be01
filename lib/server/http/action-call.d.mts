export declare function multipartParts(
  body: Buffer,
  boundary: string,
): Map<string, string | null> | null;
export declare function actionCallProblem(body: Buffer, boundary: string | null): string | null;
