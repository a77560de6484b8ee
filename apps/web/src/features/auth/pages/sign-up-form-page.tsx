import { parseUserType, USER_TYPE_LABELS } from '@ansim/domain';
import { useParams } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /signUp/{userType}: the sign-up form of one user type (GENERAL, BROKER, LAWYER or its Korean name). */
export function SignUpFormPage() {
  const userType = parseUserType(useParams().userType);
  return (
    <PreparingScreen
      screen={userType ? MSG.titles.signUpFor(USER_TYPE_LABELS[userType]) : MSG.titles.signUp}
    />
  );
}
