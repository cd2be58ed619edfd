/** The source files below `dirs` (default app/ and server/) of root, relative to root; tests left out. */
export function sourceFiles(root: string, dirs?: string[]): string[];
/** Each file's imports of other files of the list (type-only imports included). */
export function importGraph(root: string, files: string[]): Map<string, string[]>;
/** The circles of the graph: its strongly connected groups of two or more files. */
export function circles(graph: Map<string, string[]>): string[][];
