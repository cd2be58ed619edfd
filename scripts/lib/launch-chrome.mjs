// Debian's Chromium for Lighthouse (scripts/lighthouse.mjs, scripts/lantern-replay.mjs):
// headless, with the flags this machine needs; installed first when missing.
import * as chromeLauncher from "chrome-launcher";
import { ensureChromium } from "../ensure-chromium.mjs";

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}
