/*
 * A TrueType font rewritten so that every glyph starts at an offset that is a multiple of four.
 *
 * Why: @pdf-lib/fontkit subsets a font by copying each glyph's bytes as they are and then writes the
 * short `loca` format (offsets halved) whenever the subset is small. A font with the long format may hold
 * glyphs of odd length (Pretendard's TrueType build: 6,483 of 14,716), and halving their offsets points
 * every later glyph one byte off, so a stamped PDF shows random missing letters. Padding each glyph here
 * keeps every offset even, which the format allows (OpenType `loca`: "offsets must be in ascending order",
 * glyph data may be padded), and the subset is then exact.
 */

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

const readTables = (font: Buffer): TableRecord[] => {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    return {
      tag: font.toString('latin1', at, at + 4),
      offset: font.readUInt32BE(at + 8),
      length: font.readUInt32BE(at + 12),
    };
  });
};

const pad4 = (n: number) => (n + 3) & ~3;

/** The TrueType checksum: the sum of the data's big-endian 32-bit words, the last one zero-padded. */
const checksum = (data: Buffer): number => {
  const padded = data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
};

/** `font` with its glyphs padded to four bytes and a long-format `loca`; a font without `glyf` as it is. */
export function withEvenGlyphs(font: Buffer): Buffer {
  const tables = readTables(font);
  const find = (tag: string) => tables.find((t) => t.tag === tag);
  const [glyf, loca, head, maxp] = [find('glyf'), find('loca'), find('head'), find('maxp')];
  if (!glyf || !loca || !head || !maxp) return font;

  const glyphCount = font.readUInt16BE(maxp.offset + 4);
  const longLoca = font.readInt16BE(head.offset + 50) === 1;
  const offsetOf = (i: number) =>
    longLoca ? font.readUInt32BE(loca.offset + i * 4) : font.readUInt16BE(loca.offset + i * 2) * 2;

  const glyphs: Buffer[] = [];
  const newLoca = Buffer.alloc((glyphCount + 1) * 4);
  let written = 0;
  for (let i = 0; i < glyphCount; i++) {
    const data = font.subarray(glyf.offset + offsetOf(i), glyf.offset + offsetOf(i + 1));
    newLoca.writeUInt32BE(written, i * 4);
    const padded = Buffer.alloc(pad4(data.length));
    data.copy(padded);
    glyphs.push(padded);
    written += padded.length;
  }
  newLoca.writeUInt32BE(written, glyphCount * 4);

  const newHead = Buffer.from(font.subarray(head.offset, head.offset + head.length));
  newHead.writeUInt32BE(0, 8); // checkSumAdjustment: computed over the finished font below
  newHead.writeInt16BE(1, 50); // indexToLocFormat: long

  const data = new Map<string, Buffer>(
    tables.map((t) => [t.tag, font.subarray(t.offset, t.offset + t.length)] as const),
  );
  data.set('glyf', Buffer.concat(glyphs));
  data.set('loca', newLoca);
  data.set('head', newHead);

  // The same tables in the same order, each at a four-byte boundary after the directory.
  const headerLength = 12 + tables.length * 16;
  const out = Buffer.alloc(
    headerLength + tables.reduce((n, t) => n + pad4((data.get(t.tag) ?? Buffer.alloc(0)).length), 0),
  );
  font.copy(out, 0, 0, 12);
  let at = headerLength;
  tables.forEach((t, i) => {
    const table = data.get(t.tag) ?? Buffer.alloc(0);
    const record = 12 + i * 16;
    out.write(t.tag, record, 'latin1');
    out.writeUInt32BE(checksum(table), record + 4);
    out.writeUInt32BE(at, record + 8);
    out.writeUInt32BE(table.length, record + 12);
    table.copy(out, at);
    at += pad4(table.length);
  });
  const headAt = out.readUInt32BE(12 + tables.findIndex((t) => t.tag === 'head') * 16 + 8);
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headAt + 8);
  return out;
}
