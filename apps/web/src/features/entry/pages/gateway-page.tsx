import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BootScreen } from '../../../shared/ui/boot-screen.tsx';
import { startApp } from '../start-app.ts';

/** Route "/": a splash while the location (and in the app, the device key) is fetched. */
export function GatewayPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Development's double effect must not start twice; the first run's navigation stands.
    if (started.current) return;
    started.current = true;
    void startApp().then((next) => navigate(next, { replace: true }));
  }, [navigate]);

  return <BootScreen />;
}
