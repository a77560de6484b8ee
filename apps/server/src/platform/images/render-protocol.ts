import type { ImageSource, PhotoRefusal, PreparedPhoto } from './render.ts';
import type { ListingImageVariant, OriginalExtension } from './variants.ts';

/** The messages between the server and its image worker (advanced serialization: Buffers and Maps travel). */
export type RenderRequest =
  | {
      id: number;
      op: 'prepare';
      data: Buffer;
      format: OriginalExtension;
      variants: readonly ListingImageVariant[];
    }
  | { id: number; op: 'variant'; source: ImageSource; variant: ListingImageVariant };

export type PrepareResult = { ok: true; photo: PreparedPhoto } | { ok: false; refusal: PhotoRefusal };

export type RenderReply =
  | { id: number; ok: true; value: PrepareResult | Buffer }
  | { id: number; ok: false; message: string };
