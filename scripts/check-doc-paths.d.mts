export interface CitedPath {
  line: number;
  path: string;
  resolved: string;
}
export interface StalePath {
  file: string;
  line: number;
  path: string;
}
/** README.md and every markdown file under docs/, relative to root. */
export function docFiles(root: string): string[];
/** The paths one markdown file cites, each with its line and where it resolves to. */
export function citedPaths(root: string, file: string, text: string): CitedPath[];
/** Every cited path of README.md and docs/ that does not exist under root. */
export function stalePaths(root: string): StalePath[];
