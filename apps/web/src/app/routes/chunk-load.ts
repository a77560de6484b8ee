/** product.md §A8: a script chunk that has not arrived after this long is a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A page's code that failed to load or did not arrive in time. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/**
 * The module, or a ChunkLoadError: when the import fails (the browsers word that differently, and Vite's
 * preload of the chunk's style fails on its own) and once the time-out passes, since on a stalled
 * connection the import would otherwise wait for ever and the screen stay blank with nothing to press. A
 * module that throws while it runs is one too: a reload is the first thing to try for that as well.
 */
export function loadWithTimeout<M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timed out')), timeoutMs);
  });
  const loaded = load().catch((cause: unknown) => {
    throw new ChunkLoadError('failed', { cause });
  });
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer));
}
