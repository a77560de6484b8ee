import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';

/**
 * A dialog's code, loaded the first time it opens rather than with the detail page: the dialogs (the chat
 * inquiry's form and its contract schemas, the comment and report forms, the fee view) are most of the
 * detail's script and no visit needs them before a tap. The returned function resolves to the module, or to
 * null when it is already loading (a second tap must not open the dialog twice) or failed to load (the
 * network message is shown, as for any call that could not reach the server).
 */
export function onDemand<M>(load: () => Promise<M>): () => Promise<M | null> {
  let loading = false;
  return async () => {
    if (loading) return null;
    loading = true;
    try {
      return await load();
    } catch {
      void alertDialog({ message: MSG.error.network });
      return null;
    } finally {
      loading = false;
    }
  };
}
