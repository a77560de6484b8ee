import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { storedFiles, uploads } from '../src/db/schema/index.ts';
import { LISTING_IMAGE_VARIANTS } from '../src/platform/images/variants.ts';
import { diskFileStore, type FileStore } from '../src/platform/storage/files.ts';
import { type S3StoreConfig, s3FileStore } from '../src/platform/storage/s3-files.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { pdf, photo, signIn, upload } from './sale-form-fixture.ts';

/*
 * Files in S3-compatible storage (P15 §4): the S3 store behaves like the disk store in every case the
 * services rely on, and the app configured with S3_BUCKET keeps uploads in the bucket, not on disk. The
 * server is s3rver, a real S3 API over HTTP on a temporary directory, with the current AWS SDK.
 */

const BUCKET = 'ansim-test';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-s3rver-'));
const diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-disk-store-'));
let server: ChildProcess;
let env: Record<string, string>;
let s3Config: S3StoreConfig;
let raw: S3Client;

beforeAll(async () => {
  const started = await startS3rver(s3Dir);
  server = started.child;
  const { port } = started;
  // s3rver accepts any signature made with its fixed key pair.
  env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const config = loadConfig(env).s3;
  if (!config) throw new Error('S3_BUCKET did not configure the S3 store');
  s3Config = config;
  raw = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: config.credentials,
  });
});
afterAll(async () => {
  raw?.destroy();
  server?.kill();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(diskDir, { recursive: true, force: true });
});

/**
 * s3rver in a child process: it signs ListObjectsV2 continuation tokens with DES, which OpenSSL 3 (Node
 * 17+) keeps in its legacy provider, and that provider can be enabled for a whole process only.
 */
async function startS3rver(directory: string): Promise<{ child: ChildProcess; port: number }> {
  const script = `
    import S3rver from 's3rver';
    const server = new S3rver(${JSON.stringify({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] })});
    const { port } = await server.run();
    console.log(JSON.stringify({ port }));`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { port: number }).port),
    );
  });
  return { child, port };
}

/** What images/service.ts treats as an absent object, for either store. */
const isMissing = (error: unknown) => {
  const { code, name } = error as { code?: unknown; name?: unknown };
  return code === 'ENOENT' || name === 'NoSuchKey';
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
const listed = async (store: FileStore) => {
  const out: { key: string; modifiedAt: Date }[] = [];
  for await (const object of store.list()) out.push(object);
  return out.sort((a, b) => a.key.localeCompare(b.key));
};

/** Puts an object the store did not write, which it must neither list nor touch. */
const foreign: Record<string, (name: string) => Promise<void>> = {
  disk: async (name) => fs.writeFileSync(path.join(diskDir, name), 'an operator note'),
  s3: async (name) => {
    await raw.send(new PutObjectCommand({ Bucket: BUCKET, Key: name, Body: 'an operator note' }));
  },
};

describe.each([
  ['disk', async () => diskFileStore(diskDir)],
  ['s3', async () => s3FileStore(s3Config)],
] as const)('the %s file store', (kind, open) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await open();
  });

  it('gives back the exact bytes put, and a second put replaces the whole object', async () => {
    const data = randomBytes(300_000);
    await store.put('docs/a1b2-c3.pdf', data);
    expect((await store.get('docs/a1b2-c3.pdf')).equals(data)).toBe(true);
    await store.put('docs/a1b2-c3.pdf', Buffer.from('short'));
    expect((await store.get('docs/a1b2-c3.pdf')).toString()).toBe('short');
  });

  it('answers a missing key as missing (ENOENT or NoSuchKey), not as another failure', async () => {
    const error = await failureOf(store.get('docs/never-written.pdf'));
    expect(error).not.toBeNull();
    expect(isMissing(error)).toBe(true);
  });

  it('removes an object, and removing a missing one succeeds', async () => {
    await store.put('docs/gone-1.png', Buffer.from('x'));
    await store.remove('docs/gone-1.png');
    expect(isMissing(await failureOf(store.get('docs/gone-1.png')))).toBe(true);
    await expect(store.remove('docs/gone-1.png')).resolves.toBeUndefined();
  });

  it('lists its objects with their time, and nothing it did not write', async () => {
    const before = Date.now();
    await store.put('list/one.png', Buffer.from('1'));
    await store.put('list/deep/two.webp', Buffer.from('2'));
    await foreign[kind]?.('README.TXT');
    const objects = await listed(store);
    const keys = objects.map((o) => o.key);
    expect(keys).toContain('list/one.png');
    expect(keys).toContain('list/deep/two.webp');
    expect(keys).not.toContain('README.TXT');
    const one = objects.find((o) => o.key === 'list/one.png');
    // S3 keeps LastModified to the second.
    expect(one?.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(one?.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a key it would not generate, before anything is written', async () => {
    for (const key of ['../escape.png', 'Upper/Case.png', 'no-extension', 'a b.png']) {
      // The disk store throws before its promise exists; either way the caller's await fails.
      await expect((async () => store.put(key, Buffer.from('x')))()).rejects.toThrow('bad storage key');
      await expect((async () => store.get(key))()).rejects.toThrow('bad storage key');
    }
    expect((await listed(store)).map((o) => o.key)).not.toContain('no-extension');
  });
});

describe('the S3 store against a bucket', () => {
  it('lists past one page of keys (ListObjectsV2 answers at most 1,000)', { timeout: 60_000 }, async () => {
    const store = await s3FileStore(s3Config);
    const keys = Array.from({ length: 1005 }, (_, i) => `page/k${String(i).padStart(4, '0')}.png`);
    for (let i = 0; i < keys.length; i += 25) {
      await Promise.all(keys.slice(i, i + 25).map((key) => store.put(key, Buffer.from(key))));
    }
    const found = (await listed(store)).filter((o) => o.key.startsWith('page/')).map((o) => o.key);
    expect(found).toEqual(keys);
  });

  it('stops the start on a bucket that does not exist, rather than on the first upload', async () => {
    await expect(s3FileStore({ ...s3Config, bucket: 'no-such-bucket' })).rejects.toThrow();
  });

  it('is configured only by S3_BUCKET, with both keys or neither', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'b-1' }).s3).toEqual({
      bucket: 'b-1',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('the app with S3_BUCKET', () => {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ansim-s3-app-files-'));
  let ctx: TestContext;
  const bucketKeys = async (Prefix: string) => {
    const page = await raw.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix }));
    return (page.Contents ?? []).map((o) => o.Key ?? '');
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: { ...env, FILES_DIR: filesDir } });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('keeps an uploaded listing photo in the bucket and serves it, sizes rendered later included', async () => {
    const broker = await signIn(ctx.app, 'broker05');
    const res = await upload(ctx.app, broker, 'saleImage', await photo(7301, { width: 640, height: 480 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = res.body.entity?.previewUrl ?? '';
    const key = preview.match(/^\/images\/sale\/([0-9a-f]+)\/card\.webp$/)?.[1];
    expect(key).toBeDefined();
    expect(await bucketKeys('sale-images/')).toContain(`sale-images/${key}/original.jpg`);

    const card = await ctx.app.inject({ method: 'GET', url: preview });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // Every size not made at upload is rendered from the original read back from S3, then kept there.
    const made = await bucketKeys(`sale-images/${key}/`);
    const later = LISTING_IMAGE_VARIANTS.filter((v) => !made.includes(`sale-images/${key}/${v}`));
    expect(later.length).toBeGreaterThan(0);
    for (const variant of later) {
      const res = await ctx.app.inject({ method: 'GET', url: `/images/sale/${key}/${variant}` });
      expect(res.statusCode, variant).toBe(200);
      expect(await bucketKeys(`sale-images/${key}/`)).toContain(`sale-images/${key}/${variant}`);
    }
    // Nothing went to the local disk.
    expect(fs.readdirSync(filesDir)).toEqual([]);
  });

  it('answers 404 for a photo the bucket does not hold (NoSuchKey), not 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/images/sale/${'ab'.repeat(32)}/card.webp` });
    expect(res.statusCode).toBe(404);
  });

  it("keeps a broker's private document in the bucket and gives it back to the broker alone", async () => {
    const [broker, other] = [await signIn(ctx.app, 'broker06'), await signIn(ctx.app, 'broker07')];
    const res = await upload(ctx.app, broker, 'saleDocument', pdf(), '등기부등본.pdf', 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await ctx.handle.db
      .select({ fileId: storedFiles.fileId, storageKey: storedFiles.storageKey })
      .from(uploads)
      .innerJoin(storedFiles, eq(storedFiles.fileId, uploads.fileId))
      .where(eq(uploads.uploadId, res.body.entity?.fileId ?? ''));
    expect(await bucketKeys(row?.storageKey ?? '')).toContain(row?.storageKey);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/files/${row?.fileId}`,
      headers: broker.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/files/${row?.fileId}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(403);
    expect(fs.readdirSync(filesDir)).toEqual([]);
  });
});
