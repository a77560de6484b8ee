import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { preparePhoto, renderVariant } from '../src/platform/images/render.ts';
import { createRenderProcess } from '../src/platform/images/render-process.ts';

/*
 * The image worker (render-process.ts): photos made in a child process at a lower CPU priority give the
 * same bytes as in the server's process, every thread of the worker runs at its nice value while the
 * server's does not, and a worker that dies mid-picture costs that picture a second try, not the server.
 */

const NICE = 12;
const worker = createRenderProcess({ nice: NICE });
afterAll(() => worker.close());

/** A photo with detail (noise), so that encoding takes a while and a wrong size or format would show. */
const photo = (width: number, seed: number) =>
  sharp({
    create: {
      width,
      height: Math.round((width * 3) / 4),
      channels: 3,
      background: { r: 100 + seed, g: 120, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The nice value of every thread of a process (Linux: /proc/<pid>/task/<tid>/stat, field 19). */
function threadNices(pid: number): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('the image worker', () => {
  it('prepares an upload and renders a variant to the same bytes as the server’s own process', async () => {
    const upload = await photo(1000, 1);
    const [inWorker, inProcess] = await Promise.all([
      worker.preparePhoto(upload, 'jpg', ['card.webp', 'thumb.avif']),
      preparePhoto(upload, 'jpg', ['card.webp', 'thumb.avif']),
    ]);
    if (!inWorker.ok || !inProcess.ok) throw new Error('a photo was refused');
    expect(inWorker.photo.original.equals(inProcess.photo.original)).toBe(true);
    expect([inWorker.photo.width, inWorker.photo.height]).toEqual([
      inProcess.photo.width,
      inProcess.photo.height,
    ]);
    expect([...inWorker.photo.variants.keys()]).toEqual(['card.webp', 'thumb.avif']);
    for (const [variant, bytes] of inWorker.photo.variants)
      expect(bytes.equals(inProcess.photo.variants.get(variant) as Buffer)).toBe(true);

    const source = { kind: 'raster', data: inWorker.photo.original } as const;
    const zoom = await worker.renderVariant(source, 'zoom.webp');
    expect(zoom.equals(await renderVariant(source, 'zoom.webp'))).toBe(true);
    expect((await sharp(zoom).metadata()).format).toBe('webp');
  });

  it('refuses what is not a picture as the server’s process does, and stays up for the next one', async () => {
    expect(await worker.preparePhoto(Buffer.from('not a jpeg at all'), 'jpg', [])).toEqual({
      ok: false,
      refusal: 'TYPE',
    });
    const pid = worker.pid();
    expect((await worker.preparePhoto(await photo(400, 2), 'jpg', [])).ok).toBe(true);
    expect(worker.pid()).toBe(pid);
  });

  it.runIf(process.platform === 'linux')(
    'runs every one of its threads at its nice value; the server’s thread keeps its own',
    async () => {
      // Pictures at once, so that libvips and libuv have started the threads they use.
      await Promise.all(
        [1, 2, 3].map(async (n) => worker.preparePhoto(await photo(800, n), 'jpg', ['card.avif'])),
      );
      const pid = worker.pid() as number;
      const nices = threadNices(pid);
      expect(nices.length).toBeGreaterThan(3);
      expect(new Set(nices)).toEqual(new Set([NICE]));
      expect(os.getPriority()).not.toBe(NICE);
      expect(threadNices(process.pid)[0]).toBe(os.getPriority());
    },
  );

  it('tries a picture again in a new worker when its worker is killed mid-picture', async () => {
    const upload = await photo(2400, 4);
    await worker.preparePhoto(await photo(200, 5), 'jpg', []); // started
    const first = worker.pid() as number;
    const prepared = worker.preparePhoto(upload, 'jpg', ['card.webp', 'zoom.webp', 'card.avif']);
    process.kill(first, 'SIGKILL');
    const result = await prepared;
    expect(result.ok).toBe(true);
    const second = worker.pid();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const expected = await preparePhoto(upload, 'jpg', ['card.webp', 'zoom.webp', 'card.avif']);
    if (!result.ok || !expected.ok) throw new Error('a photo was refused');
    expect(result.photo.original.equals(expected.photo.original)).toBe(true);
  });

  it('is on by default at nice 5, and off with IMAGE_WORKER=0', () => {
    expect(loadConfig({}).imageWorker).toEqual({ nice: 5 });
    expect(loadConfig({ IMAGE_WORKER: '0' }).imageWorker).toBeNull();
    expect(loadConfig({ IMAGE_WORKER_NICE: '19' }).imageWorker).toEqual({ nice: 19 });
    expect(() => loadConfig({ IMAGE_WORKER_NICE: '20' })).toThrow(/IMAGE_WORKER_NICE/);
    expect(() => loadConfig({ IMAGE_WORKER_NICE: '-1' })).toThrow(/IMAGE_WORKER_NICE/);
  });
});
