/** A small preview of an image in a list. */
export function Thumbnail({ src }: { src: string }) {
  return <img src={src} alt="" style={{ height: 40, maxWidth: 120, objectFit: 'contain' }} />;
}
