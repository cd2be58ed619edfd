// Types of what tests/unit/layers.test.ts imports from eslint.config.js.
import type { Linter } from "eslint";

type Zone = { target: string[]; from: string; except: string[]; message: string };

export function featureZones(features: string[]): Zone[];

declare const config: Linter.Config[];
export default config;
