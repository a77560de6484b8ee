import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { imageKeyOfStorageKey } from '../src/platform/images/variants.ts';
import { exited } from './child-server.ts';
import { countOf, ledgerMismatches, makeCallers, rowsOf } from './concurrency-fixture.ts';
import { crashHarness, delays, describeCrash, type Server } from './crash-writes-harness.ts';
import { multipart } from './multipart.ts';
import { setUnits } from './quota-fixture.ts';
import { completeForm, pdf, photo } from './sale-form-fixture.ts';

/*
 * A listing registration (photos and documents) killed with SIGKILL midway: three saves held inside their
 * transactions by a lock, then rounds of saves and uploads killed after a pseudo-random delay. Afterwards no
 * listing lacks any of its child rows, no unit is lost or spent twice, no file is left that nothing
 * references once the sweep (minimum age 0) has run, and no referenced file is lost.
 * Shared: crash-writes-harness.ts.
 */

const { db, figures, startServer, killWhileLocked, killMidway, onDisk } = crashHarness('registration');

describeCrash('a listing registration across kill -9', () => {
  it('leaves each listing whole or absent, every unit accounted for, and no orphan or lost file', {
    timeout: 600_000,
  }, async () => {
    const d = db();
    const [broker] = await makeCallers(d, 1, 'BROKER', 'crashreg', 7);
    if (!broker) throw new Error('no broker');
    const UNITS = 1000;
    await setUnits(d, broker.userNo, 'AD', { granted: UNITS });
    let server = await startServer();
    const picture = await photo(71);
    const documentPdf = pdf();

    const uploadOne = async (s: Server, purpose: 'saleImage' | 'saleDocument') => {
      const res = await s.call<{ fileId: string }>(
        'POST',
        '/common/upload',
        broker,
        multipart({ purpose }, [
          purpose === 'saleImage'
            ? { field: 'file', name: 'room.jpg', type: 'image/jpeg', data: picture }
            : { field: 'file', name: 'register.pdf', type: 'application/pdf', data: documentPdf },
        ]),
      );
      if (res.status !== 200) throw new Error(`upload ${res.status} ${res.body.message}`);
      return res.body.entity.fileId;
    };
    /** Two photos and two documents, uploaded before the save as the web does. */
    const uploadSet = async (s: Server) => {
      const [main, sub, registerCopy, buildingRegister] = await Promise.all([
        uploadOne(s, 'saleImage'),
        uploadOne(s, 'saleImage'),
        uploadOne(s, 'saleDocument'),
        uploadOne(s, 'saleDocument'),
      ]);
      return {
        main: main ?? '',
        sub: [sub ?? ''],
        registerCopy: registerCopy ?? '',
        buildingRegister: buildingRegister ?? '',
      };
    };
    const save = (s: Server, files: Awaited<ReturnType<typeof uploadSet>>) =>
      s.call<{ saleNo: number; status: string }>(
        'POST',
        '/api/sale',
        broker,
        multipart({ sale: JSON.stringify(completeForm(files)) }),
      );

    // The reference: a save that completes, and the child rows a whole listing of this form has.
    const reference = await save(server, await uploadSet(server));
    expect(reference.status, JSON.stringify(reference.body)).toBe(200);
    const childCounts = (saleNo: number) =>
      rowsOf<Record<string, number>>(
        d,
        sql`select
              (select count(*)::int from sale_images where sale_no = ${saleNo}) as images,
              (select count(*)::int from sale_documents where sale_no = ${saleNo}) as documents,
              (select count(*)::int from sale_options where sale_no = ${saleNo}) as options,
              (select count(*)::int from sale_cost_types where sale_no = ${saleNo}) as "costTypes",
              (select count(*)::int from sale_cost_items where sale_no = ${saleNo}) as "costItems",
              (select count(*)::int from uploads where sale_no = ${saleNo}) as uploads,
              (select count(*)::int from quota_ledger where sale_no = ${saleNo} and reason = 'SALE_REGISTER') as units`,
      ).then((rows) => rows[0] ?? {});
    const whole = await childCounts(reference.body.entity.saleNo);
    expect(whole).toEqual({
      images: 2,
      documents: 2,
      options: 6,
      costTypes: 1,
      costItems: 3,
      uploads: 4,
      units: 1,
    });

    let kills = 0;
    const acknowledged: number[] = [reference.body.entity.saleNo];

    // 1. Three saves wait inside their transactions (listing row, unit and uploads written, photos not yet).
    const held = await Promise.all([1, 2, 3].map(() => uploadSet(server)));
    await killWhileLocked(server, 'sale_images', 3, () => held.map((files) => save(server, files)));
    kills += 1;

    // 2. Rounds of 12 saves and 8 more uploads at once, killed after a few saves were answered.
    const next = delays(19);
    let inFlightAtKills = 0;
    for (let round = 0; round < 3; round++) {
      server = await startServer();
      const sets = await Promise.all(Array.from({ length: 12 }, () => uploadSet(server)));
      // Uploads in flight too: their files may be written with no row yet.
      const uploading = Array.from({ length: 8 }, () =>
        uploadOne(server, round % 2 === 0 ? 'saleImage' : 'saleDocument').catch(() => null),
      );
      inFlightAtKills += await killMidway(
        server,
        () =>
          sets.map((files) =>
            save(server, files).then((a) => {
              if (a.status === 200) acknowledged.push(a.body.entity.saleNo);
            }),
          ),
        next,
        { afterAnswers: 1 + round, maxDelayMs: 400 },
      );
      await Promise.all(uploading);
      kills += 1;
    }

    // Restarted with no minimum age, the server sweeps at start-up what no committed row references.
    server = await startServer({ FILE_SWEEP_MIN_AGE_SECONDS: '0' });
    await server.waitForLog('files swept');

    const listings = await rowsOf<{ saleNo: number; status: string }>(
      d,
      sql`select sale_no as "saleNo", status from sales where user_no = ${broker.userNo} order by sale_no`,
    );
    // Every acknowledged save is there; every listing there is whole.
    for (const saleNo of acknowledged) expect(listings.map((l) => l.saleNo)).toContain(saleNo);
    let partial = 0;
    for (const { saleNo } of listings) {
      const counts = await childCounts(saleNo);
      if (JSON.stringify(counts) !== JSON.stringify(whole)) partial += 1;
      expect(counts, `listing ${saleNo}`).toEqual(whole);
    }
    // The ledger: one SALE_REGISTER use per listing, none for a listing that is not there, balance = sum.
    const uses = await countOf(
      d,
      sql`select count(*)::int as n from quota_ledger where user_no = ${broker.userNo} and kind = 'AD' and entry = 'USE'`,
    );
    expect(uses).toBe(listings.length);
    expect(
      await countOf(
        d,
        sql`select balance as n from quota_balances where user_no = ${broker.userNo} and kind = 'AD'`,
      ),
    ).toBe(UNITS - listings.length);
    expect(await ledgerMismatches(d)).toEqual([]);

    // Files: exactly those of the committed listings are left, and each of theirs is on disk.
    const documentKeys = (
      await rowsOf<{ key: string }>(
        d,
        sql`select f.storage_key as key from sale_documents sd join stored_files f on f.file_id = sd.file_id
            join sales s on s.sale_no = sd.sale_no where s.user_no = ${broker.userNo}`,
      )
    ).map((r) => r.key);
    const imageKeys = new Set(
      (
        await rowsOf<{ key: string }>(
          d,
          sql`select i.image_key as key from sale_images i join sales s on s.sale_no = i.sale_no
              where s.user_no = ${broker.userNo}`,
        )
      ).map((r) => r.key),
    );
    const files = onDisk();
    const orphans = files.filter((key) => {
      const image = imageKeyOfStorageKey(key);
      return image === null ? !documentKeys.includes(key) : !imageKeys.has(image);
    });
    expect(orphans).toEqual([]);
    for (const key of documentKeys) expect(files).toContain(key);
    const imagesOnDisk = new Set(files.map(imageKeyOfStorageKey).filter((k): k is string => k !== null));
    for (const key of imageKeys) expect(imagesOnDisk.has(key), `photo ${key}`).toBe(true);

    // The restarted server takes the same form again: nothing the crash left stands in the way.
    const after = await save(server, await uploadSet(server));
    expect(after.status).toBe(200);
    expect(await childCounts(after.body.entity.saleNo)).toEqual(whole);
    server.child.kill('SIGTERM');
    await exited(server.child);

    figures.registration = {
      kills,
      inFlightAtKills: inFlightAtKills + 3,
      listingsCommitted: listings.length,
      acknowledged: acknowledged.length,
      partialListings: partial,
      ledgerLostOrDoubled: uses - listings.length,
      orphanFiles: orphans.length,
      filesOnDisk: files.length,
    };
  });
});
