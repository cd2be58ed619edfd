import { useState } from "react";
import {
  COURSE_IMAGE_SIZES,
  courseImagePath,
  DEFAULT_COURSE_IMAGE,
  type CourseImageVariant,
} from "~/features/courses/course-image";

type Props = {
  image: string | null | undefined;
  variant: CourseImageVariant;
  alt: string;
  className?: string;
  /** Above-the-fold images (the detail hero) load eagerly with high priority. */
  priority?: boolean;
  /** Load at once, without raising the priority (the first row of a list). */
  eager?: boolean;
};

/**
 * A course illustration in AVIF with a WebP fallback, with explicit width and
 * height. When the file cannot load, the default artwork takes its place (spec §2).
 */
export function CourseImage({ image, variant, alt, className, priority, eager }: Props) {
  const [failed, setFailed] = useState(false);
  const base = courseImagePath(failed ? DEFAULT_COURSE_IMAGE : image, variant);
  const { width, height } = COURSE_IMAGE_SIZES[variant];
  return (
    <picture>
      <source type="image/avif" srcSet={`${base}.avif`} />
      <img
        src={`${base}.webp`}
        alt={alt}
        width={width}
        height={height}
        loading={priority || eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={className}
        onError={failed ? undefined : () => setFailed(true)}
      />
    </picture>
  );
}
