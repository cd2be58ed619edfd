/** Browser-safe: what other features may import from this feature (decision 056). */
export { isLibraryImageUrl, pickedImage } from "./media";
export type { PickableImage } from "./media";
export { MediaPicker } from "./media-picker";
