import zlib from 'node:zlib';

/**
 * A gzip body assembled from pieces compressed once, instead of compressing the whole body on each
 * request. Each piece is raw deflate ending in a sync flush: byte-aligned and not final, so pieces
 * compressed apart are valid deflate one after the other (RFC 1951; pigz builds its output the same
 * way). Bytes that change with each answer (brackets, commas, page numbers) go in stored blocks.
 * The member ends with an empty final block, the CRC-32 of the whole text and its length (RFC 1952).
 * The CRC-32 of the whole is combined from the pieces' own (as zlib's crc32_combine does), so the
 * text is not read again.
 */

export interface GzipPiece {
  /** Length of the piece's text. */
  length: number;
  /** CRC-32 of its text (once deflated or stored). */
  crc: number;
  /** x^(8 × length) mod the CRC polynomial: what combining a CRC before this piece takes (once deflated or stored). */
  shift: number;
  /** Its raw deflate, or null until `deflate` is called. */
  deflated: Buffer | null;
  /** The text. */
  bytes: Buffer;
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final block with fixed Huffman codes: BFINAL 1, BTYPE 01, end-of-block code 0000000. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const STORED_MAX = 0xffff;

// CRC-32 arithmetic modulo its polynomial (reflected), after zlib's crc32.c.
const POLY = 0xedb88320;
const TOP = 0x80000000;

/** a(x) × b(x) modulo the polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = TOP; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const POWERS = new Uint32Array(32);
POWERS[0] = 1 << 30; // x^1
for (let k = 1; k < 32; k++) POWERS[k] = multiplyModP(POWERS[k - 1], POWERS[k - 1]);

/** x^(8n) modulo the polynomial: shifts a CRC past n bytes. */
function shiftFor(n: number): number {
  let power = TOP; // x^0
  for (let k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) power = multiplyModP(POWERS[k % 32], power);
  return power;
}

/** The CRC-32 of a text followed by a piece, from the text's CRC-32. */
export function crcThen(crc: number, piece: Pick<GzipPiece, 'crc' | 'shift'>): number {
  return (multiplyModP(piece.shift, crc) ^ piece.crc) >>> 0;
}

/**
 * The bytes in an ArrayBuffer of their own size. Node 24 cuts small buffers (Buffer.from, a copy)
 * from shared 64 KB slabs (Buffer.poolSize) and returns zlib's result as a view of its 64 KB output
 * chunk: a piece kept for the life of the process kept its whole slab alive, with everything else
 * cut from it. At 10,000 prepared prompts that was some 200 MB for 65 MB of pieces (decision 0078).
 */
export function owned(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * A piece to be deflated (by `deflate`, when first needed): until then it costs nothing but its
 * text, held as given (a piece kept long is deflated and lets its text go, decision 0078).
 */
export function textPiece(bytes: Buffer): GzipPiece {
  return { length: bytes.length, crc: 0, shift: 0, deflated: null, bytes };
}

/** Gives a text piece its raw deflate (byte-aligned, not final: it ends with a sync flush), CRC and shift. */
export function deflate(piece: GzipPiece, level = 6): GzipPiece {
  if (piece.deflated === null) {
    piece.crc = zlib.crc32(piece.bytes);
    piece.shift = shiftFor(piece.length);
    // Kept exact (see owned): a copy with Buffer.from still shared a pool slab. zlib's output
    // buffer is sized to the deflate a text about a third of its size (JSON) usually makes, not its
    // 16 KB default: a library's load deflates thousands, each leaving that buffer behind.
    const chunkSize = Math.max(zlib.constants.Z_MIN_CHUNK, Math.ceil(piece.length / 2));
    piece.deflated = owned(
      zlib.deflateRawSync(piece.bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize }),
    );
  }
  return piece;
}

/** Bytes as stored (uncompressed) deflate blocks, not final: for the few bytes around the pieces. */
export function storedPiece(bytes: Buffer): GzipPiece {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length || blocks.length === 0; start += STORED_MAX) {
    const chunk = bytes.subarray(start, start + STORED_MAX);
    const head = Buffer.alloc(5);
    head[0] = 0x00; // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return {
    length: bytes.length,
    crc: zlib.crc32(bytes),
    shift: shiftFor(bytes.length),
    deflated: Buffer.concat(blocks),
    bytes,
  };
}

/** One gzip member holding the pieces' text in order (each deflated or stored). */
export function gzipOf(pieces: readonly GzipPiece[]): Buffer {
  let crc = 0;
  let length = 0;
  const parts: Buffer[] = [HEADER];
  for (const piece of pieces) {
    if (piece.deflated === null) throw new Error('gzipOf: a piece was not deflated');
    crc = crcThen(crc, piece);
    length += piece.length;
    parts.push(piece.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}
