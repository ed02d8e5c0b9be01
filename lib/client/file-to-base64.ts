/**
 * A chosen file's bytes as base64, for uploads sent as JSON (an ordinary JSON write, which
 * the cross-site checks cover: lib/server/auth/current-actor.ts).
 */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
