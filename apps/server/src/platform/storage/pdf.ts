import zlib from 'node:zlib';
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  type PDFObject,
  PDFObjectStreamParser,
  type PDFRawStream,
  PDFStream,
  PDFXRefStreamParser,
} from 'pdf-lib';

/**
 * Names that make a PDF do something when opened or clicked, or carry something else inside it. Registry
 * and licence documents need none of them. pdf-lib decodes `#xx` escapes when it reads a name
 * (`/J#61vaScript` is `/JavaScript`) and interns names, so one identity check covers every spelling.
 */
const ACTIVE_NAMES: ReadonlySet<PDFName> = new Set(
  [
    'JS',
    'JavaScript',
    'OpenAction',
    'AA',
    'Launch',
    'EmbeddedFile',
    'EmbeddedFiles',
    'EF',
    'RichMedia',
    'XFA',
    'SubmitForm',
    'ImportData',
    'GoToE',
    'Rendition',
  ].map((name) => PDFName.of(name)),
);

export type PdfInspection =
  | { ok: true; data: Buffer }
  | { ok: false; refusal: 'PDF_ACTIVE' | 'PDF_UNREADABLE' };

/**
 * Refuses, rather than flattens, a PDF with active content: removing an action can change what the
 * document shows, and an operator reviewing a licence must see what the broker sent or nothing.
 *
 * A byte search is not enough: names can be hex-escaped and objects hidden in compressed object streams.
 * pdf-lib parses the whole file, object streams included, and every indirect object is walked. The copy
 * kept is pdf-lib's re-save of exactly the objects that were walked: a viewer reading the original might
 * follow its cross-reference table to an earlier, shadowed definition of an object that a linear parse
 * replaced, but the rewritten file holds no such object. Encrypted or unparseable files cannot be checked
 * and are refused.
 *
 * Object and cross-reference streams are inflated within a budget first (see below), so that a small
 * file cannot make the parse take gigabytes.
 */
export async function inspectPdf(data: Buffer): Promise<PdfInspection> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(data, { throwOnInvalidObject: true, updateMetadata: false });
    // A document without a page tree that resolves shows nothing to review: fragments are not documents.
    if (document.getPageCount() === 0) return { ok: false, refusal: 'PDF_UNREADABLE' };
  } catch {
    return { ok: false, refusal: 'PDF_UNREADABLE' };
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = activeContentIn(object);
    if (found !== 'none') return { ok: false, refusal: found };
  }
  try {
    const saved = await document.save({ addDefaultPage: false, updateFieldAppearances: false });
    return { ok: true, data: Buffer.from(saved) };
  } catch {
    return { ok: false, refusal: 'PDF_UNREADABLE' };
  }
}

/** Looks through one object and the direct objects inside it; references are walked as their own objects. */
function activeContentIn(root: PDFObject): 'none' | 'PDF_ACTIVE' | 'PDF_UNREADABLE' {
  // A stack, not recursion: nesting depth is the file author's choice.
  const stack: PDFObject[] = [root];
  for (let object = stack.pop(); object; object = stack.pop()) {
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(object)) return 'PDF_ACTIVE';
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) stack.push(key, value);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) stack.push(item);
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    } else if (object instanceof PDFInvalidObject) {
      return 'PDF_UNREADABLE';
    }
  }
  return 'none';
}

/**
 * pdf-lib inflates object and cross-reference streams while it parses, with no limit: a 10 MB upload
 * whose object stream inflates a thousandfold would take the server's memory with it. Before pdf-lib
 * parses one, zlib inflates it here with a hard output limit drawn from a budget per document, and a
 * stream over the budget, or filtered other than by Flate (which producers use for these streams), stops
 * the parse, so the file is refused as unreadable. These are the only streams pdf-lib decodes on load and
 * save; page contents and images are copied as they are.
 */
const STRUCTURE_BUDGET_BYTES = 64 * 1024 * 1024;
const budgets = new WeakMap<PDFContext, number>();
const FLATE = PDFName.of('FlateDecode');

function inflateWithinBudget(stream: PDFRawStream): void {
  const context = stream.dict.context;
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter === undefined ? [] : [filter];
  let data: Uint8Array = stream.contents;
  let left = budgets.get(context) ?? STRUCTURE_BUDGET_BYTES;
  for (const name of filters) {
    if (name !== FLATE) throw new Error('PDF structure stream with a filter other than FlateDecode');
    // Raw inflate after the two-byte zlib header forgives a bad checksum or a cut-off end, as pdf-lib does.
    data = zlib.inflateRawSync(data.subarray(2), {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      maxOutputLength: Math.max(1, left),
    });
    left -= data.length;
  }
  budgets.set(context, left);
}

// Installed once per process, over pdf-lib's own entry points, however many times this module loads
// (test runners load it once per test file): the originals are kept under a registered symbol.
const ORIGINALS = Symbol.for('ansim.pdf-lib.structure-stream-parsers');
type Originals = {
  objectStream: typeof PDFObjectStreamParser.forStream;
  xrefStream: typeof PDFXRefStreamParser.forStream;
};
const registry = globalThis as { [ORIGINALS]?: Originals };
const originals: Originals = registry[ORIGINALS] ?? {
  objectStream: PDFObjectStreamParser.forStream,
  xrefStream: PDFXRefStreamParser.forStream,
};
registry[ORIGINALS] = originals;
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
  inflateWithinBudget(stream);
  return originals.objectStream(stream, shouldWaitForTick);
};
PDFXRefStreamParser.forStream = (stream) => {
  inflateWithinBudget(stream);
  return originals.xrefStream(stream);
};
