import { sqmToPyeong } from '@ansim/domain';
import type { RoomArea, RoomAreasEntity } from '@ansim/domain/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { MSG } from '../../../shared/messages.ts';
import { alertDialog } from '../../../shared/modal/dialogs.tsx';
import { openModal } from '../../../shared/modal/modal-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { IconClose } from '../../../shared/ui/icons.tsx';
import { postRoomAreas } from '../api/post-room-areas.ts';
import { ROOM_MSG } from '../messages-room.ts';
import styles from './room-area-lookup.module.css';

interface RoomAreaLookupProps {
  /** The address chosen in 위치정보; null until one is. */
  address: { saleAddr: string; bjdCode: string } | null;
  onPick: (area: RoomArea) => void;
}

/**
 * 면적 불러오기: asks POST /api/hyphen/room for the areas known at the address and lets the broker take one
 * unit's areas instead of typing them (still editable afterwards).
 */
export function RoomAreaLookup({ address, onPick }: RoomAreaLookupProps) {
  const [busy, setBusy] = useState(false);
  const lookUp = async () => {
    if (!address) {
      await alertDialog({ message: ROOM_MSG.lookup.needsAddress });
      return;
    }
    setBusy(true);
    try {
      const entity = await postRoomAreas(address);
      if (entity.list.length === 0) {
        await alertDialog({ message: ROOM_MSG.lookup.empty });
        return;
      }
      openModal((close) => (
        <RoomAreaDialog
          entity={entity}
          onClose={close}
          onPick={(area) => {
            close();
            onPick(area);
          }}
        />
      ));
    } catch (error) {
      await alertDialog({
        message:
          error instanceof ApiError && error.kind === 'business' ? error.message : ROOM_MSG.lookup.failed,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="soft" size="small" onClick={lookUp} disabled={busy}>
      {ROOM_MSG.lookup.button}
    </Button>
  );
}

function RoomAreaDialog({
  entity,
  onPick,
  onClose,
}: {
  entity: RoomAreasEntity;
  onPick: (area: RoomArea) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const sourceId = useId();
  return (
    <DialogFrame layout="sheet" labelledBy={titleId} describedBy={sourceId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {ROOM_MSG.lookup.title}
        </h2>
        <button type="button" className={styles.close} aria-label={MSG.common.close} onClick={onClose}>
          <IconClose />
        </button>
      </div>
      <p id={sourceId} className={styles.source}>
        {entity.source === 'REGISTER' ? ROOM_MSG.lookup.sourceRegister : ROOM_MSG.lookup.sourceListings}
      </p>
      <ul className={styles.list}>
        {entity.list.map((area, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open, and two earlier listings may share every field
          <li key={`${area.dong ?? ''}-${area.unit ?? ''}-${index}`}>
            <button type="button" className={styles.item} onClick={() => onPick(area)}>
              <span className={styles.unit}>{ROOM_MSG.lookup.unit(area.dong, area.unit)}</span>
              <span className={styles.areas}>
                {ROOM_MSG.lookup.dedicated(area.dedicatedArea, sqmToPyeong(area.dedicatedArea))}
                {area.supplyArea !== null && ` · ${ROOM_MSG.lookup.supply(area.supplyArea)}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
