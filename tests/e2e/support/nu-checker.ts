/**
 * The Nu HTML Checker (vnu-jar, the W3C validator's engine, run on the machine's Java) over
 * the HTML the server sent for each page: pages are kept as files while a pass visits them,
 * then checked in one run of the checker (its start costs seconds). Identical HTML is kept
 * once.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { root } from "./build";

const VNU_JAR = path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
const dir = () => path.join(test.info().project.outputDir, "nu-pages");
const seen = new Set<string>();

export function keepForNu(name: string, sent: string) {
  const html = placeStreamedSegments(sent);
  const hash = createHash("sha1").update(html).digest("hex");
  if (seen.has(hash)) return;
  seen.add(hash);
  mkdirSync(dir(), { recursive: true });
  writeFileSync(path.join(dir(), `${name}.html`), html);
}

/**
 * The page as the browser assembles it from React's stream: a part of the page that was
 * not ready comes later as `<div hidden id="S:n">...</div><script>$RS("S:n","P:n")</script>`,
 * and React's $RS moves it into its placeholder `<template id="P:n">`. Left in its hidden div,
 * a streamed `<li>` would be checked as a child of a div, where it never is.
 */
export function placeStreamedSegments(sent: string): string {
  let html = sent;
  for (const [, n] of sent.matchAll(/\$RS\("S:(\d+)","P:\1"\)/g)) {
    const call = html.indexOf(`$RS("S:${n}","P:${n}")`);
    const open = `<div hidden id="S:${n}">`;
    const start = html.indexOf(open);
    const script = html.lastIndexOf("<script", call);
    const end = script - "</div>".length;
    const placeholder = `<template id="P:${n}"></template>`;
    if (start < 0 || html.slice(end, script) !== "</div>" || !html.includes(placeholder)) {
      throw new Error(`streamed segment S:${n} is not in the form React writes`);
    }
    const content = html.slice(start + open.length, end);
    html = html.slice(0, start) + html.slice(html.indexOf("</script>", call) + "</script>".length);
    html = html.replace(placeholder, content);
  }
  return html;
}

export function nuPages(): number {
  try {
    return readdirSync(dir()).length;
  } catch {
    return 0;
  }
}

type NuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

/** Every error the checker finds, as "page: message (extract)"; the kept files are removed. */
export function checkNuPages(): { pages: number; errors: string[] } {
  const files = readdirSync(dir()).map((f) => path.join(dir(), f));
  let output: string;
  try {
    output = execFileSync("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it found errors; its report is still on stdout.
    output = (error as { stdout?: string }).stdout ?? "";
    if (!output) throw error;
  }
  const { messages } = JSON.parse(output) as { messages: NuMessage[] };
  const errors = messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => `${path.basename(m.url)}: ${m.message} (${(m.extract ?? "").slice(0, 120)})`);
  rmSync(dir(), { recursive: true, force: true });
  seen.clear();
  return { pages: files.length, errors };
}
