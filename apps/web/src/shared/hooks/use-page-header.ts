import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * What a page tells the shell's header that the route table cannot know: a title from loaded data
 * ('{area} 매물 {totalRow}개', the inquiry name) and the heart of a listing (hidden on the user's own).
 */
export interface PageHeaderOverride {
  title?: string;
  heart?: { liked: boolean; onToggle: () => void };
  isOwnListing?: boolean;
}

export const usePageHeaderStore = create<PageHeaderOverride>()(() => ({}));

/** Sets the header override while the calling page is mounted. */
export function usePageHeader(override: PageHeaderOverride): void {
  const { title, heart, isOwnListing } = override;
  useEffect(() => {
    usePageHeaderStore.setState({ title, heart, isOwnListing }, true);
  }, [title, heart, isOwnListing]);
  useEffect(() => () => usePageHeaderStore.setState({}, true), []);
}
