export function releaseDirectory(): string;
export function switchRelease(release: string, root?: string): void;
