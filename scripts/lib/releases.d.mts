export const RELEASES_DIR: string;
export const CURRENT: string;
export function releaseDirectory(): string;
export function switchRelease(release: string, root?: string): void;
