/** Every query of the content area starts with ['admin', 'content'], so a save refreshes what it changed. */
export const CONTENT_KEYS = {
  boards: ['admin', 'content', 'boards'] as const,
  banners: ['admin', 'content', 'banners'] as const,
  versions: ['admin', 'content', 'versions'] as const,
  codes: ['admin', 'content', 'codes'] as const,
};

/** A list's query as the address holds it (useListParams().query). */
export type ListQuery = Record<string, string | number>;
