import type { ImgHTMLAttributes } from "react";
import { avifImage } from "~/features/news/news";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src: string };

/**
 * A news illustration: our own ones come as AVIF with the WebP as fallback
 * (browsers without AVIF take the `<img>`); any other address is shown as it is.
 */
export function NewsImage({ src, ...img }: Props) {
  const avif = avifImage(src);
  const picture = <img src={src} {...img} />;
  return avif ? (
    <picture>
      <source type="image/avif" srcSet={avif} />
      {picture}
    </picture>
  ) : (
    picture
  );
}
