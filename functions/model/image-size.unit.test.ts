// Boundary: none (pure) - the pixel size image headers declare.
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

describe('image size', () => {
  it('reads a PNG header', () => {
    const bytes = new Uint8Array(32);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, 640);
    new DataView(bytes.buffer).setUint32(20, 480);
    expect(imageSize(bytes)).toEqual({ width: 640, height: 480 });
  });

  it('walks a JPEG to its frame header', () => {
    // SOI, an APP0 segment of 16 bytes, then SOF0 with height 300 and width 400.
    const bytes = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...new Array(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0x2c,
      0x01,
      0x90,
      0x03,
    ]);
    expect(imageSize(bytes)).toEqual({ width: 400, height: 300 });
  });

  it('reads a lossless WebP header', () => {
    const bytes = new Uint8Array(30);
    bytes.set(new TextEncoder().encode('RIFF'), 0);
    bytes.set(new TextEncoder().encode('WEBPVP8L'), 8);
    // 14 bits of width - 1, then 14 of height - 1: 128 x 64.
    new DataView(bytes.buffer).setUint32(21, 127 | (63 << 14), true);
    expect(imageSize(bytes)).toEqual({ width: 128, height: 64 });
  });

  it('knows nothing of other bytes or a cut-off header', () => {
    expect(imageSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined();
  });
});
