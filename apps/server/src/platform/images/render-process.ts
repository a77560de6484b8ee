import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ImageSource, preparePhoto, renderVariant } from './render.ts';
import type { PrepareResult, RenderReply, RenderRequest } from './render-protocol.ts';
import type { ListingImageVariant, OriginalExtension } from './variants.ts';

/** What the images service needs made: in the server's own process, or in its image worker. */
export interface ImageRenderer {
  preparePhoto(
    data: Buffer,
    format: OriginalExtension,
    variants: readonly ListingImageVariant[],
  ): Promise<PrepareResult>;
  renderVariant(source: ImageSource, variant: ListingImageVariant): Promise<Buffer>;
}

export const inProcessRenderer: ImageRenderer = { preparePhoto, renderVariant };

export interface RenderProcess extends ImageRenderer {
  /** The worker's process id while it runs (started by the first picture, again after it ended). */
  pid(): number | undefined;
  /** Ends the worker; a later picture starts a new one. */
  close(): Promise<void>;
}

/**
 * Where the worker's code is: `image-worker.js` beside the server's bundle, or the TypeScript source when
 * the server itself runs from source (tsx, the tests).
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { file: fileURLToPath(new URL('./image-worker.js', here)), execArgv: [] };
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { file: fileURLToPath(new URL('./render-worker.ts', here)), execArgv: ['--import', tsx] };
}

class WorkerExited extends Error {}

type Pending = { worker: ChildProcess; resolve(reply: RenderReply): void; reject(error: Error): void };

/**
 * Listing photos made in a child process whose threads run at `nice` (0–19): on a machine short of CPU,
 * the server's pages and the database come first, a photo after (bench:mix measured registrations' photo
 * work at half the server's CPU). The process starts with the first picture and does not keep the server
 * alive while idle. A worker that dies (a picture that crashes libvips, the OOM killer) fails only the
 * pictures it held; each is tried once more in a new worker, and an upload that kills that one too is
 * refused as unreadable.
 */
export function createRenderProcess({ nice }: { nice: number }): RenderProcess {
  let worker: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function idleOrBusy(target: ChildProcess): void {
    const busy = [...pending.values()].some((p) => p.worker === target);
    if (busy) {
      target.ref();
      target.channel?.ref();
    } else {
      target.unref();
      target.channel?.unref();
    }
  }

  function fail(target: ChildProcess, error: Error): void {
    if (worker === target) worker = null;
    for (const [id, p] of pending) {
      if (p.worker !== target) continue;
      pending.delete(id);
      p.reject(error);
    }
  }

  function start(): ChildProcess {
    const entry = workerEntry();
    const started = fork(entry.file, [], {
      execArgv: entry.execArgv,
      serialization: 'advanced',
      env: { ...process.env, ANSIM_IMAGE_NICE: String(nice) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (reply: RenderReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      p.resolve(reply);
      idleOrBusy(started);
    });
    started.once('exit', (code, signal) =>
      fail(started, new WorkerExited(`the image worker exited (${signal ?? `code ${code}`})`)),
    );
    started.once('error', (error) => {
      fail(started, new WorkerExited(`the image worker failed: ${error.message}`));
      started.kill('SIGKILL');
    });
    return started;
  }

  function send(request: RenderRequest): Promise<RenderReply> {
    worker ??= start();
    const target = worker;
    return new Promise<RenderReply>((resolve, reject) => {
      pending.set(request.id, { worker: target, resolve, reject });
      idleOrBusy(target);
      target.send(request, (error) => {
        if (error) fail(target, new WorkerExited(`the image worker is gone: ${error.message}`));
      });
    });
  }

  /** One try, and a second in a new worker if the first one's worker died. */
  async function ask(make: (id: number) => RenderRequest): Promise<RenderReply> {
    try {
      return await send(make(nextId++));
    } catch (error) {
      if (!(error instanceof WorkerExited)) throw error;
      return send(make(nextId++));
    }
  }

  const answerOf = (reply: RenderReply) => {
    if (!reply.ok) throw new Error(reply.message);
    return reply.value;
  };

  return {
    async preparePhoto(data, format, variants) {
      try {
        return answerOf(await ask((id) => ({ id, op: 'prepare', data, format, variants }))) as PrepareResult;
      } catch (error) {
        if (error instanceof WorkerExited) return { ok: false, refusal: 'TYPE' };
        throw error;
      }
    },
    async renderVariant(source, variant) {
      return answerOf(await ask((id) => ({ id, op: 'variant', source, variant }))) as Buffer;
    },
    pid: () => worker?.pid,
    async close() {
      const target = worker;
      worker = null;
      if (!target || target.exitCode !== null || target.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => target.once('exit', () => resolve()));
      target.kill();
      await exited;
    },
  };
}

let shared: RenderProcess | null = null;

/** The process's one image worker (every app built in this process shares it; the first one's `nice` holds). */
export function sharedRenderProcess(nice: number): RenderProcess {
  shared ??= createRenderProcess({ nice });
  return shared;
}
