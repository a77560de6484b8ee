/**
 * A step between /main and the popup: the page's chunk names this one small file, and the list of the
 * popup's own files (its dialog, the terms text, their styles) lives here, off the first screen's bytes.
 */
export const loadMainPopup = () => import('./main-popup.tsx');
