export function chromiumPath(): string | undefined;
/** What the browser tests run in: Debian's Chromium headless shell, else Chromium. */
export function testBrowserPath(): string | undefined;
/** Debian's Chromium, installed with apt-get when missing and run as root; otherwise exits with how to get it. */
export function ensureChromium(): string;
