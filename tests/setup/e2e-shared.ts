import type { TestProject } from "vitest/node";
import { launchBrowserServer } from "../support/chromium";
import { startHtmlValidator } from "../support/html-validator";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The one Chromium of the run (`connectBrowser`). */
    browserEndpoint: string;
    /** The server the read-only browser files share (`onSharedServer` in tests/support/fixtures.ts). */
    sharedServerUrl: string;
    /** The Nu HTML Checker's address (`validateHtml` in tests/support/html-validator.ts). */
    htmlValidatorUrl: string;
  }
}

/**
 * What the browser files share: one Chromium, and one built server with the
 * default settings and seed for the files that only read from it. Starting
 * each once instead of once per file saves about 1.5 s of CPU per file and
 * the wait for them to answer. Files that write, or need their own settings
 * (TEST_NOW, ADMIN_EMAIL, faults), start their own server (`onOwnServer`).
 * The HTML checker runs once for the run too, as a local web service.
 */
export default async function setup(project: TestProject) {
  const validator = await startHtmlValidator();
  const [browser, server] = await Promise.all([launchBrowserServer(), startServer()]);
  project.provide("browserEndpoint", browser.wsEndpoint());
  project.provide("sharedServerUrl", server.url);
  project.provide("htmlValidatorUrl", validator.url);
  return async () => {
    validator.stop();
    await Promise.all([browser.close(), server.stop()]);
  };
}
