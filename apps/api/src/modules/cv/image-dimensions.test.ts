import { describe, expect, it } from 'vitest';
import { pngOf } from './cv-test-helpers.ts';
import { imageDimensions } from './image-dimensions.ts';

function gifOf(width: number, height: number): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'ascii');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return Buffer.concat([head, Buffer.from([0x3b])]);
}

function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  const sof0 = Buffer.alloc(19);
  sof0.writeUInt16BE(0xffc0, 0);
  sof0.writeUInt16BE(17, 2);
  sof0[4] = 8;
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  sof0[9] = 3;
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

function webpOf(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.write('RIFF', 0, 'ascii');
  data.writeUInt32LE(22, 4);
  data.write('WEBPVP8X', 8, 'ascii');
  data.writeUInt32LE(10, 16);
  data.writeUIntLE(width - 1, 24, 3);
  data.writeUIntLE(height - 1, 27, 3);
  return data;
}

describe('imageDimensions', () => {
  it('reads the width and height of a PNG, GIF, JPEG and WebP photo', () => {
    expect(imageDimensions(pngOf(1001, 10), 'png')).toEqual({ width: 1001, height: 10 });
    expect(imageDimensions(gifOf(320, 240), 'gif')).toEqual({ width: 320, height: 240 });
    expect(imageDimensions(jpegOf(640, 1200), 'jpg')).toEqual({ width: 640, height: 1200 });
    expect(imageDimensions(webpOf(1500, 900), 'webp')).toEqual({ width: 1500, height: 900 });
  });

  it('answers null for a cut header or a type the photo does not accept', () => {
    expect(imageDimensions(pngOf(10, 10).subarray(0, 12), 'png')).toBeNull();
    expect(imageDimensions(Buffer.from([0xff, 0xd8, 0xff]), 'jpg')).toBeNull();
    expect(imageDimensions(pngOf(10, 10), 'pdf')).toBeNull();
  });
});
