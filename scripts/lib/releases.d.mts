export function releaseDirectory(): string;
export function switchRelease(release: string, root?: string): void;
export function markReleaseInUse(release: string, pid?: number): () => void;
export function releaseInUse(release: string): boolean;
