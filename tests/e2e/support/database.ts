/** The database of the running test's project (each project has its own; see global-setup.ts). */
import { test } from "@playwright/test";

export function e2eDatabaseUrl(): string {
  const project = test.info().project.name;
  const url = process.env[`E2E_DATABASE_URL_${project.toUpperCase()}`];
  if (!url) throw new Error(`no e2e database for project ${project}`);
  return url;
}
