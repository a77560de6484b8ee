/** Joins class names, skipping the falsy ones, so conditional classes read as `cx(a, on && b)`. */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
