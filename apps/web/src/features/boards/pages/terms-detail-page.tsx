import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

// Each document comes from PATCH /api/board/type/{boardType} (SERVICE, PRIVATE, GPS) once boards are built.

/** Route /myPage/terms/service. */
export function ServiceTermsPage() {
  return <PreparingScreen screen={MSG.titles.termsService} />;
}

/** Route /myPage/terms/privacy. */
export function PrivacyTermsPage() {
  return <PreparingScreen screen={MSG.titles.termsPrivacy} />;
}

/** Route /myPage/terms/gps. */
export function GpsTermsPage() {
  return <PreparingScreen screen={MSG.titles.termsGps} />;
}
