import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * What a page tells the shell's header that the route table cannot know: a title from loaded data
 * ('{area} 매물 {totalRow}개', the inquiry name), the heart of a listing (hidden on the user's own), and the
 * document's head when the page knows more than its header (a listing's place, price and grade).
 */
export interface PageHeaderOverride {
  title?: string;
  heart?: { liked: boolean; onToggle: () => void };
  isOwnListing?: boolean;
  /** The document title as it is written (documentTitle of @ansim/domain) and the description. */
  documentHead?: { title: string; description: string };
}

export const usePageHeaderStore = create<PageHeaderOverride>()(() => ({}));

/** Sets the header override while the calling page is mounted. */
export function usePageHeader(override: PageHeaderOverride): void {
  const { title, heart, isOwnListing, documentHead } = override;
  useEffect(() => {
    usePageHeaderStore.setState({ title, heart, isOwnListing, documentHead }, true);
  }, [title, heart, isOwnListing, documentHead]);
  useEffect(() => () => usePageHeaderStore.setState({}, true), []);
}
