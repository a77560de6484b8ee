import type { ReactNode } from 'react';
import { create } from 'zustand';

/**
 * The three layers of product.md §A2 "Back behaviour", top first: alert modals (confirm, alert), modals (filter,
 * grade explanation, …) and the side bar. Device back closes the top of the highest non-empty layer.
 */
export type ModalLayer = 'alert' | 'modal' | 'sideBar';

export interface ModalEntry {
  id: string;
  layer: ModalLayer;
  /** `close` removes this entry; call it when the user answered. */
  render: (close: () => void) => ReactNode;
  /** Runs when the entry is closed from outside: device back, Escape, or a navigation. */
  onDismiss?: () => void;
}

interface ModalState {
  alerts: ModalEntry[];
  modals: ModalEntry[];
  sideBar: ModalEntry | null;
}

export const useModalStore = create<ModalState>()(() => ({ alerts: [], modals: [], sideBar: null }));

let nextId = 1;

export function openLayer(
  layer: ModalLayer,
  render: ModalEntry['render'],
  options: { onDismiss?: () => void } = {},
): string {
  const id = `${layer}-${nextId++}`;
  const entry: ModalEntry = { id, layer, render, ...options };
  useModalStore.setState((state) => {
    if (layer === 'alert') return { alerts: [...state.alerts, entry] };
    if (layer === 'modal') return { modals: [...state.modals, entry] };
    return { sideBar: entry };
  });
  return id;
}

export const openAlertModal = (render: ModalEntry['render'], options?: { onDismiss?: () => void }) =>
  openLayer('alert', render, options);
export const openModal = (render: ModalEntry['render'], options?: { onDismiss?: () => void }) =>
  openLayer('modal', render, options);
export const openSideBar = (render: ModalEntry['render'], options?: { onDismiss?: () => void }) =>
  openLayer('sideBar', render, options);

/** Removes an entry without calling its onDismiss: the entry closed itself. */
export function closeModal(id: string): void {
  useModalStore.setState((state) => ({
    alerts: state.alerts.filter((entry) => entry.id !== id),
    modals: state.modals.filter((entry) => entry.id !== id),
    sideBar: state.sideBar?.id === id ? null : state.sideBar,
  }));
}

function topEntry({ alerts, modals, sideBar }: ModalState): ModalEntry | null {
  return alerts.at(-1) ?? modals.at(-1) ?? sideBar;
}

/** Device back: closes the topmost entry. Returns false when nothing was open. */
export function dismissTopModal(): boolean {
  const top = topEntry(useModalStore.getState());
  if (!top) return false;
  closeModal(top.id);
  top.onDismiss?.();
  return true;
}

/** product.md §A4: open modals are removed on navigation. */
export function dismissAllModals(): void {
  const { alerts, modals, sideBar } = useModalStore.getState();
  const all = [...alerts, ...modals, ...(sideBar ? [sideBar] : [])];
  if (all.length === 0) return;
  useModalStore.setState({ alerts: [], modals: [], sideBar: null });
  for (const entry of all.reverse()) entry.onDismiss?.();
}

export const hasOpenModal = (state: ModalState = useModalStore.getState()): boolean =>
  topEntry(state) !== null;
