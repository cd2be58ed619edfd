export function chromiumPath(): string | undefined;
/** Debian's Chromium, installed with apt-get when missing and run as root; otherwise exits with how to get it. */
export function ensureChromium(): string;
