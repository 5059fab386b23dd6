import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  PaginationSchema,
  PromptSchema,
  type Prompt,
  type PromptListQuery,
  type PromptListResponse,
} from '@ai4n/shared';
import { deflate, gzipOf, storedPiece, textPiece, type GzipPiece } from '../../lib/gzip-pieces.js';
import { COMPRESS_THRESHOLD, acceptsGzip, varyWithEncoding } from '../../plugins/response-cache.js';
import type { PromptService } from './prompt-service.js';

/**
 * The bytes of a gallery list, built from each prompt's JSON made once (issue 12: uncached pages
 * of up to 50 prompts, 219 KB, spent most of their time serialising, hashing and compressing).
 * The same prompt object (the service keeps one per row the index holds) gives the same piece: its
 * JSON, as the route's zod serializer writes it, a SHA-1 of it, and, once a gzip answer needs it,
 * its deflate. A page is the pieces in order with the brackets, commas and pagination between:
 * the same bytes the serializer would write for the whole answer. Clients that take gzip get the
 * pieces' deflate put together (lib/gzip-pieces.ts); an ETag over the pieces' hashes replaces a
 * hash of the whole body.
 */

interface Piece extends GzipPiece {
  digest: Buffer;
  /** Answers it was sent in without being deflated. */
  uses: number;
  /** Its bytes, as counted in preparedBytes (a separate object: it outlives the piece until counted off). */
  held: { bytes: number };
}

type Serialize = (data: unknown) => string;
const compile = (schema: unknown) =>
  (serializerCompiler as unknown as (route: { schema: unknown; method: string; url: string }) => Serialize)({
    schema,
    method: 'GET',
    url: '/prompts',
  });
const serializePrompt = compile(PromptSchema);
const serializePagination = compile(PaginationSchema);

const pieces = new WeakMap<Prompt, Piece>();
/** Bytes of the pieces alive (metrics, bench/scale.ts): a piece goes with its prompt object. */
let piecesBytes = 0;
const piecesGone = new FinalizationRegistry<{ bytes: number }>((held) => (piecesBytes -= held.bytes));
export const preparedBytes = () => piecesBytes;

function count(piece: Piece, bytes: number): void {
  piece.held.bytes += bytes;
  piecesBytes += bytes;
}
const NO_TEXT = Buffer.alloc(0);
/**
 * Deflates the piece and lets its text go: the deflate is a third of it, and an answer that needs
 * the text (the response cache's own compression, a client without gzip) inflates it again (some
 * 15 µs a prompt). At 10,000 prepared prompts the texts were 40 MB (decision 0078).
 */
function deflateCounted(piece: Piece): void {
  if (piece.deflated !== null) return;
  deflate(piece);
  count(piece, piece.deflated!.length - piece.bytes.length);
  piece.bytes = NO_TEXT;
}
const SYNC = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
/** The piece's JSON text. */
const textOf = (piece: Piece): Buffer =>
  piece.bytes.length === piece.length ? piece.bytes : zlib.inflateRawSync(piece.deflated!, SYNC);
const HEAD = Buffer.from('{"prompts":[');
const COMMA = Buffer.from(',');
const HEAD_PIECE = storedPiece(HEAD);
const COMMA_PIECE = storedPiece(COMMA);

function pieceOf(prompt: Prompt): Piece {
  let piece = pieces.get(prompt);
  if (piece === undefined) {
    const text = textPiece(Buffer.from(serializePrompt(prompt)));
    piece = { ...text, digest: createHash('sha1').update(text.bytes).digest(), uses: 0, held: { bytes: 0 } };
    pieces.set(prompt, piece);
    // Its text, digest and object; its deflate when made.
    count(piece, piece.bytes.length + 200);
    piecesGone.register(prompt, piece.held);
  }
  return piece;
}

/** Prompts prepared between two turns of the event loop (some 10 ms). */
const PREPARED_PER_TURN = 100;

/**
 * Makes the pieces of the first `count` active prompts (best rated first, as the gallery opens)
 * once the index is loaded, a page at a time between requests, so that later pages are put
 * together rather than serialised and compressed.
 */
export async function preparePieces(
  service: Pick<PromptService, 'indexed' | 'list'>,
  log: FastifyBaseLogger,
  count: number,
): Promise<void> {
  const started = Date.now();
  await service.indexed();
  let prepared = 0;
  for (let page = 1; prepared < count; page++) {
    const { prompts } = await service.list({ page, limit: PREPARED_PER_TURN, sortBy: 'rating' } as PromptListQuery);
    for (const prompt of prompts) deflateCounted(pieceOf(prompt));
    prepared += prompts.length;
    if (prompts.length < PREPARED_PER_TURN) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  log.info({ prompts: prepared, ms: Date.now() - started }, 'gallery answers prepared');
}

/** Answers a piece is sent in before it is deflated (see allDeflated). */
const DEFLATE_AFTER_USES = 3;

/**
 * Whether every piece is deflated, deflating those sent often enough: a prompt the index keeps
 * comes back as the same object, while one read for a page or two (a library larger than the
 * index's row cache) would cost a deflate (some 0.15 ms) for few answers, more than compressing
 * those answers whole.
 */
function allDeflated(items: Piece[]): boolean {
  let all = true;
  for (const item of items) {
    if (item.deflated !== null) continue;
    if (++item.uses > DEFLATE_AFTER_USES) deflateCounted(item);
    else all = false;
  }
  return all;
}

/** The items with a separator between each two. */
const separated = <T>(items: readonly T[], separator: T): T[] =>
  items.flatMap((item, i) => (i === 0 ? [item] : [separator, item]));

/**
 * Sends a list answer: gzip from the pieces when the client takes it and they are deflated, else
 * the JSON bytes (which the pipeline compresses as any answer).
 */
export function sendPromptList(request: FastifyRequest, reply: FastifyReply, answer: PromptListResponse): FastifyReply {
  const items = answer.prompts.map(pieceOf);
  const tail = Buffer.from(
    `],"pagination":${serializePagination(answer.pagination)},"didYouMean":${JSON.stringify(answer.didYouMean)}}`,
  );
  const etag = createHash('sha1');
  for (const item of items) etag.update(item.digest);
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('etag', `"${etag.update(tail).digest('base64')}"`);
  const length = HEAD.length + tail.length + items.reduce((sum, item) => sum + item.length + 1, 0);
  // An answer the response cache keeps is compressed by it; a small one is not compressed at all.
  if (
    request.responseCacheBuild?.keep === true ||
    length < COMPRESS_THRESHOLD ||
    !acceptsGzip(request) ||
    !allDeflated(items)
  ) {
    return reply.send(Buffer.concat([HEAD, ...separated(items.map(textOf), COMMA), tail]));
  }
  const body = gzipOf([HEAD_PIECE, ...separated<GzipPiece>(items, COMMA_PIECE), storedPiece(tail)]);
  return reply
    .header('vary', varyWithEncoding(reply.getHeader('vary') as string | undefined))
    .header('content-encoding', 'gzip')
    .header('content-length', body.length)
    .send(body);
}
