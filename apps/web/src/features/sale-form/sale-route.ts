import { isSaleStep, type SaleFlow, type SaleStep } from '../../stores/sales-store.ts';

const FLOWS: readonly SaleFlow[] = ['regist', 'salesModify', 'storage'];

/** Reads `/salesManagement/{flow}/{step or status}` (product.md §B2). */
export function parseSaleRoute(pathname: string): {
  flow: SaleFlow | null;
  step: SaleStep | null;
  status: string | null;
} {
  const [, , flowSegment, last] = pathname.split('/');
  const flow = FLOWS.find((candidate) => candidate.toLowerCase() === flowSegment?.toLowerCase()) ?? null;
  const step = isSaleStep(last) ? last : null;
  return { flow, step, status: step ? null : (last ?? null) };
}
