import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BootScreen } from '../../../shared/ui/boot-screen.tsx';
import { DYNAMIC_LINK_DELAY_MS, startApp } from '../start-app.ts';

/** Route "/": a splash while the location (and in the app, the device key) is fetched. */
export function GatewayPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Development's double effect must not start twice; the first run's navigation stands.
    if (started.current) return;
    started.current = true;
    void startApp().then(({ next, dynamicLink }) => {
      void navigate(next, { replace: true });
      if (!dynamicLink) return;
      // Spec 01 §2: the dynamic link is followed a second after the start, over the page the start chose.
      setTimeout(() => {
        // A short link (/s/{code}) is the server's redirect, not a screen of the app.
        if (dynamicLink.startsWith('/s/')) window.location.assign(dynamicLink);
        else void navigate(dynamicLink);
      }, DYNAMIC_LINK_DELAY_MS);
    });
  }, [navigate]);

  return <BootScreen />;
}
