import type { SaleStatus } from '@ansim/domain';
import type { DashItem } from '@ansim/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { thrownMessage } from '../../../shared/api/server-error.ts';
import { alertDialog, confirmDialog } from '../../../shared/modal/dialogs.tsx';
import { refreshAfterChange } from '../api/dash-keys.ts';
import { useDeleteSales } from '../api/delete-sales.ts';
import { useUpdateStatus } from '../api/update-status.ts';
import { DASH_MSG } from '../messages.ts';
import { type DashAction, dashActions, needsConfirm } from '../model/dash-actions.ts';
import { continuePath, modifyPath } from '../model/dash-paths.ts';
import { openMemoDialog } from './dash-memo-dialog.tsx';
import type { DashMenuItem } from './dash-menu.tsx';
import { openBaroMarkDialog, openLawyerRequestDialog, openProxyRequestDialog } from './quota-actions.tsx';

export interface DashCommands {
  /** The menu of one listing, as dashActions allows it. */
  menuFor: (item: DashItem) => DashMenuItem[];
  /** A status change of one or many listings; true when the server made it. */
  changeStatus: (saleNos: readonly number[], to: SaleStatus) => Promise<boolean>;
  /** Deleted listings removed for good, after the broker confirmed. */
  purge: (saleNos: readonly number[]) => Promise<boolean>;
  busy: boolean;
}

const actionLabel = (action: DashAction): string => {
  switch (action.kind) {
    case 'status':
      return DASH_MSG.menu.to(action.to);
    case 'restore':
      return DASH_MSG.menu.restore;
    default:
      return DASH_MSG.menu[action.kind];
  }
};

/**
 * What the dashboard can do to listings, in one place for the cards' menus and the selection bar: every
 * change asks first where it takes a listing off the market, tells the server's Korean refusal (409) in an
 * alert, and announces what was done (`announce`). The counts and lists refresh after every change.
 */
export function useDashCommands(announce: (message: string) => void): DashCommands {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateStatus();
  const remove = useDeleteSales();
  const updateAsync = update.mutateAsync;
  const removeAsync = remove.mutateAsync;

  const changeStatus = useCallback(
    async (saleNos: readonly number[], to: SaleStatus, restoring = false): Promise<boolean> => {
      if (saleNos.length === 0) return false;
      if (!restoring && needsConfirm(to)) {
        const confirmed = await confirmDialog({
          message: DASH_MSG.confirm[to === 'DONE' ? 'DONE' : 'DELETE'](saleNos.length),
        });
        if (!confirmed) return false;
      }
      try {
        await updateAsync({ saleNos, status: to });
      } catch (error) {
        await alertDialog({ message: thrownMessage(error) });
        return false;
      }
      announce(restoring ? DASH_MSG.done.restored : DASH_MSG.done.status(to, saleNos.length));
      return true;
    },
    [updateAsync, announce],
  );

  const purge = useCallback(
    async (saleNos: readonly number[]): Promise<boolean> => {
      if (saleNos.length === 0) return false;
      const confirmed = await confirmDialog({
        message: DASH_MSG.confirm.purge,
        confirmLabel: DASH_MSG.confirm.purgeLabel,
      });
      if (!confirmed) return false;
      try {
        await removeAsync(saleNos);
      } catch (error) {
        await alertDialog({ message: thrownMessage(error) });
        return false;
      }
      announce(DASH_MSG.done.purged);
      return true;
    },
    [removeAsync, announce],
  );

  const menuFor = useCallback(
    (item: DashItem): DashMenuItem[] => {
      const refresh = () => void refreshAfterChange(queryClient);
      const run = (action: DashAction): void => {
        const { saleNo } = item;
        switch (action.kind) {
          case 'modify':
            void navigate(modifyPath(saleNo));
            return;
          case 'continue':
            void navigate(continuePath(saleNo));
            return;
          case 'status':
            void changeStatus([saleNo], action.to);
            return;
          case 'restore':
            void changeStatus([saleNo], action.to, true);
            return;
          case 'purge':
            void purge([saleNo]);
            return;
          case 'memo':
            openMemoDialog({
              saleNo,
              title: item.title?.trim() || DASH_MSG.card.saleNo(saleNo),
              memo: item.memo,
              onSaved: () => announce(DASH_MSG.done.memo),
            });
            return;
          case 'baro':
            void openBaroMarkDialog({ saleNo, onDone: refresh });
            return;
          case 'lawyer':
            void openLawyerRequestDialog({ saleNo, onDone: refresh });
            return;
          case 'proxy':
            void openProxyRequestDialog({ saleNo, onDone: refresh });
            return;
        }
      };
      const actions = dashActions({
        status: item.status,
        isBaro: item.isBaro,
        isConfirm: item.isConfirm,
        previousStatus: item.statusBeforeDelete,
        deletedAt: item.deletedAt,
      });
      return actions.map((action) => ({
        key: action.kind === 'status' ? `status-${action.to}` : action.kind,
        label: actionLabel(action),
        danger: action.kind === 'purge' || (action.kind === 'status' && action.to === 'DELETE'),
        onSelect: () => run(action),
      }));
    },
    [navigate, queryClient, changeStatus, purge, announce],
  );

  return {
    menuFor,
    changeStatus: (saleNos, to) => changeStatus(saleNos, to),
    purge,
    busy: update.isPending || remove.isPending,
  };
}
