import { MSG } from '../../../shared/messages.ts';
import { PreparingScreen } from '../../../shared/ui/preparing-screen.tsx';

/** Route /signUp/{userType}/lawyer_info: the lawyer's registration details. */
export function LawyerInfoPage() {
  return <PreparingScreen screen={MSG.titles.signUpLawyerInfo} />;
}

/** Route /signUp/{userType}/broker_info: the broker office's registration details. */
export function BrokerInfoPage() {
  return <PreparingScreen screen={MSG.titles.signUpBrokerInfo} />;
}
