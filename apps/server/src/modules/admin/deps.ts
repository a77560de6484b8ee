import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { SmsSender } from '../../platform/sms/sender.ts';
import type { FileStore } from '../../platform/storage/files.ts';
import type { AuthService } from '../auth/service.ts';
import type { BoardsService } from '../boards/service.ts';
import type { FilesService } from '../files/service.ts';
import type { UploadsService } from '../files/upload-service.ts';
import type { NotificationDelivery } from '../notifications/delivery.ts';

/** What the console's areas work with; app.ts builds it once. */
export interface AdminDeps {
  db: Db;
  config: Config;
  auth: AuthService;
  boards: BoardsService;
  files: FilesService;
  uploads: UploadsService;
  store: FileStore;
  sms: SmsSender;
  /** Started after a commit that notified someone, so the SMS and push go out at once. */
  delivery: NotificationDelivery;
}
