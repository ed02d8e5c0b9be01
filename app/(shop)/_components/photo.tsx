import { getImageProps, type ImageProps } from "next/image";

/**
 * A photo on a public page, as a plain <img>: getImageProps gives it the same srcset,
 * sizes, lazy loading and optimizer URLs as next/image, without next/image's client
 * component, which cost every page showing a photo about 5 KB of JavaScript (gzip) to
 * load and hydrate for nothing these photos do.
 */
export function Photo({ alt, ...rest }: ImageProps) {
  const { props } = getImageProps({ alt, ...rest });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, made on the server
  return <img {...props} alt={alt} />;
}
