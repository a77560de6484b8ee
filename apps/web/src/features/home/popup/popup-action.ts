import type { TermsBoardType } from '@ansim/domain';
import type { Banner } from '@ansim/domain/contract';

/** What a click on the popup does (spec 01 §2 "Main popup click"). */
export type PopupAction =
  | { kind: 'terms'; boardType: TermsBoardType }
  | { kind: 'navigate'; to: string }
  | { kind: 'window'; url: string }
  | { kind: 'none' };

const TERMS: readonly string[] = ['SERVICE', 'PRIVATE', 'GPS', 'POLICY'] satisfies TermsBoardType[];

/**
 * PRIVATE, GPS and SERVICE (and POLICY, the fourth terms modal) open their terms modal; GUIDE goes to
 * /myPage/guide; NOTICE to /myPage/notice/{link}; another popup to its link. linkType opens the target in a
 * new window. `origin` makes a path of this site a full URL for the new window.
 */
export function popupAction(
  banner: Pick<Banner, 'boardType' | 'link' | 'linkType'>,
  origin: string,
): PopupAction {
  const { boardType, link, linkType } = banner;
  if (boardType !== null && TERMS.includes(boardType)) {
    return { kind: 'terms', boardType: boardType as TermsBoardType };
  }
  let target: string | null;
  if (boardType === 'GUIDE') target = '/myPage/guide';
  else if (boardType === 'NOTICE')
    target = /^\d+$/.test(link ?? '') ? `/myPage/notice/${link}` : '/myPage/notice';
  else target = link && (link.startsWith('/') || /^https?:\/\//.test(link)) ? link : null;
  if (target === null) return { kind: 'none' };
  const external = /^https?:\/\//.test(target);
  if (linkType || external) return { kind: 'window', url: external ? target : `${origin}${target}` };
  return { kind: 'navigate', to: target };
}
