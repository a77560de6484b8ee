import { resetLoading } from '../../src/shared/api/loading-store.ts';
import { usePageHeaderStore } from '../../src/shared/hooks/use-page-header.ts';
import { useModalStore } from '../../src/shared/modal/modal-store.ts';
import { resetNativeBridge } from '../../src/shared/native/bridge.ts';
import { initialLocalState, useLocalStorageStore } from '../../src/stores/local-storage-store.ts';
import { initialRecentViewsState, useRecentViewsStore } from '../../src/stores/recent-views-store.ts';
import { initialSalesState, useSalesStore } from '../../src/stores/sales-store.ts';
import { initialServiceState, useServiceStore } from '../../src/stores/service-store.ts';
import { initialUserState, useUserStore } from '../../src/stores/user-store.ts';

/** Every store back to a first visit, so tests do not leak state into each other. */
export function resetAppState(): void {
  useUserStore.setState(initialUserState);
  useSalesStore.setState(initialSalesState);
  useServiceStore.setState(initialServiceState);
  useLocalStorageStore.setState(initialLocalState);
  useRecentViewsStore.setState(initialRecentViewsState);
  useModalStore.setState({ alerts: [], modals: [], sideBar: null });
  usePageHeaderStore.setState({}, true);
  resetLoading();
  resetNativeBridge();
  localStorage.clear();
  sessionStorage.clear();
  delete window.ReactNativeWebView;
  delete window.webkit;
  delete window.ansim;
  delete window.nativeFirstInfo;
  delete document.body.dataset.scrollLocked;
}
