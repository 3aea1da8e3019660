import { imageSize } from 'image-size';

/**
 * Width and height read from an image's own header, with the maintained image-size library
 * (pure JavaScript: sharp would be a native download for one check). The photo's type is
 * identified by content with file-type first; an image whose header cannot be read is refused.
 */
export interface Dimensions {
  width: number;
  height: number;
}

const measured = new Set(['png', 'gif', 'jpg', 'webp']);

/** The dimensions of a PNG, GIF, JPEG or WebP already identified by its content; null if unreadable. */
export function imageDimensions(data: Buffer, ext: string): Dimensions | null {
  if (!measured.has(ext)) {
    return null;
  }
  try {
    const { width, height } = imageSize(data);
    return { width, height };
  } catch {
    // A truncated or corrupt header: image-size throws rather than guess.
    return null;
  }
}
