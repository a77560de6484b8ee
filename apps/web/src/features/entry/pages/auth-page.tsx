import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MSG } from '../../../shared/messages.ts';
import { native, readNativeFirstInfo } from '../../../shared/native/index.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { IconDocumentCheck, IconMapPin, IconShieldCheck, LogoMark } from '../../../shared/ui/icons.tsx';
import { INTRO_MSG } from '../messages.ts';
import styles from './auth-page.module.css';

const POINT_ICONS = [IconShieldCheck, IconDocumentCheck, IconMapPin];

/**
 * Route /auth. The app's first run after install (nativeFirstInfo 0) shows what the product is about once;
 * afterwards, and always in a browser, it goes straight on to /main.
 */
export function AuthPage() {
  const navigate = useNavigate();
  const headingId = useId();
  if (readNativeFirstInfo() === 1) return <Navigate to="/main" replace />;

  const start = () => {
    void native.firstRun();
    void navigate('/main', { replace: true });
  };

  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <div className={styles.head}>
        <LogoMark size={44} />
        <h1 id={headingId} className={styles.heading}>
          {INTRO_MSG.heading}
        </h1>
      </div>
      <ul className={styles.points}>
        {INTRO_MSG.points.map((point, index) => {
          const Icon = POINT_ICONS[index] ?? IconShieldCheck;
          return (
            <li key={point.title} className={styles.point}>
              <Icon className={styles.pointIcon} size={28} />
              <div>
                <p className={styles.pointTitle}>{point.title}</p>
                <p className={styles.pointBody}>{point.body}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.start}>
        <Button size="large" block onClick={start}>
          {MSG.common.start}
        </Button>
      </div>
    </section>
  );
}
