import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crcThen, deflate, gzipOf, storedPiece, textPiece } from './gzip-pieces.js';

const texts = fc.array(
  fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('', '{"prompts":[', ',', 'CONTEXT: '.repeat(400))),
  { maxLength: 12 },
);

describe('gzip from pieces compressed apart', () => {
  it('decompresses to the pieces in order, stored or deflated, with a right CRC and length', () => {
    fc.assert(
      fc.property(texts, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (parts, stored) => {
        const pieces = parts.map((text, i) =>
          stored[i] ? storedPiece(Buffer.from(text)) : deflate(textPiece(Buffer.from(text))),
        );
        // gunzip checks the trailer's CRC-32 and length.
        expect(zlib.gunzipSync(gzipOf(pieces)).toString()).toBe(parts.join(''));
      }),
    );
  });

  it('combines CRC-32s as one pass over the whole text would give', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.uint8Array({ maxLength: 2000 }), (a, b) => {
        expect(crcThen(zlib.crc32(a), deflate(textPiece(Buffer.from(b))))).toBe(zlib.crc32(Buffer.concat([a, b])));
      }),
    );
  });

  it('splits stored text longer than a stored block can hold', () => {
    const text = Buffer.alloc(200_000, 'x');
    expect(zlib.gunzipSync(gzipOf([storedPiece(text)])).equals(text)).toBe(true);
  });

  it('refuses a piece that was never deflated', () => {
    expect(() => gzipOf([textPiece(Buffer.from('x'))])).toThrow(/not deflated/);
  });

  it("keeps a piece's deflate in memory of its own size, not in a shared pool slab or zlib chunk", () => {
    const text = Buffer.from('{"title":"Write a refund reply"} '.repeat(40));
    expect(text.buffer.byteLength).toBeGreaterThan(text.length); // cut from Buffer's pool
    const piece = deflate(textPiece(text));
    expect(piece.bytes).toBe(text);
    expect(piece.deflated!.buffer.byteLength).toBe(piece.deflated!.length);
    const inflated = zlib.inflateRawSync(piece.deflated!, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    expect(inflated.equals(text)).toBe(true);
  });
});
