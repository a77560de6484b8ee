import { vi } from 'vitest';

/** Makes `matchMedia` answer width queries as a screen `width` px wide (390 phone, 1280 desktop). */
export function setViewportWidth(width: number): void {
  const matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
  vi.stubGlobal('matchMedia', matchMedia);
}
