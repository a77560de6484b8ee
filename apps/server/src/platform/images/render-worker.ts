import fs from 'node:fs';
import os from 'node:os';
import { preparePhoto, renderVariant } from './render.ts';
import type { RenderReply, RenderRequest } from './render-protocol.ts';

/*
 * The image worker process (started by render-process.ts): decodes and encodes listing photos at a lower
 * CPU priority than the server, so that when the cores are short a page is answered before a photo is
 * made. Its own limit on pictures at once is render.ts's, as in the server.
 */

const nice = Number(process.env.ANSIM_IMAGE_NICE ?? 5);

/**
 * On Linux a nice value belongs to each thread, and a thread starts with its creator's. The main thread's
 * is set first, so that the threads sharp and libuv start later inherit it; those already running (V8's
 * helpers, and whatever loading sharp started) are set one by one. Elsewhere the call sets the process.
 */
function lowerPriority(): void {
  os.setPriority(nice);
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const tid of tasks) {
    try {
      os.setPriority(Number(tid), nice);
    } catch {
      // A thread that ended since the listing.
    }
  }
}

lowerPriority();

async function answer(request: RenderRequest): Promise<RenderReply> {
  try {
    if (request.op === 'prepare') {
      return {
        id: request.id,
        ok: true,
        value: await preparePhoto(request.data, request.format, request.variants),
      };
    }
    return { id: request.id, ok: true, value: await renderVariant(request.source, request.variant) };
  } catch (error) {
    return { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (request: RenderRequest) => {
  void answer(request).then((reply) => process.send?.(reply));
});
// The server went away (exit or crash): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
