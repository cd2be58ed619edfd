/**
 * The media feature's public module for browser-safe code: what other features may
 * import from it (docs/decisions/056-layers-checked-by-the-linter.md).
 */
export { isLibraryImageUrl, pickedImage } from "./media";
export type { PickableImage } from "./media";
export { MediaPicker } from "./media-picker";
