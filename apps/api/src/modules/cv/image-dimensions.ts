/**
 * Width and height read from an image's own header (PNG IHDR, GIF logical screen, JPEG SOFn,
 * WebP VP8/VP8L/VP8X). sharp was not added (a native download for one check): the photo is
 * checked by content with file-type, then its size here; an image we cannot measure is refused.
 */
export interface Dimensions {
  width: number;
  height: number;
}

function png(data: Buffer): Dimensions | null {
  if (data.length < 24 || data.toString('ascii', 12, 16) !== 'IHDR') {
    return null;
  }
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function gif(data: Buffer): Dimensions | null {
  if (data.length < 10) {
    return null;
  }
  return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
}

const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpeg(data: Buffer): Dimensions | null {
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) {
      return null;
    }
    const marker = data[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    if (SOF_MARKERS.has(marker)) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function webp(data: Buffer): Dimensions | null {
  if (data.length < 30) {
    return null;
  }
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8X') {
    return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/** The dimensions of a PNG, GIF, JPEG or WebP already identified by its content; null if unreadable. */
export function imageDimensions(data: Buffer, ext: string): Dimensions | null {
  switch (ext) {
    case 'png':
      return png(data);
    case 'gif':
      return gif(data);
    case 'jpg':
      return jpeg(data);
    case 'webp':
      return webp(data);
    default:
      return null;
  }
}
