import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { allows } from '@nvp/events/browser';
import { useT, type MessageId } from '../i18n';
import { ComingSoon } from '../pages/ComingSoon';
import { denialMessage, type AppRoute } from '../routes';
import { useSession, type Session } from '../session/SessionContext';
import { homeOf } from '../session/token';
import { safeNext } from '../pages/returnTo';
import { RouteHead } from '../head/RouteHead';
import { showToast } from '../toaster';
import { Denied } from './Denied';

const AlreadyLoggedIn = ({ to, notify }: { to: string; notify: boolean }) => {
  const { t } = useT();
  useEffect(() => {
    if (notify) showToast(t('toast.alreadyLoggedIn'), 'warning', 'already-logged-in');
  }, [notify, t]);
  return <Navigate to={to} replace />;
};

/** The denial a logged-in session gets on a guarded route (the area's message, or the route's own), if any. */
export const refusal = (route: AppRoute, session: Session): MessageId | undefined => {
  if (route.area === 'public' || route.area === 'anonymousOnly') return undefined;
  if (!allows(route.rule, session.access)) return denialMessage[route.area];
  if (route.when && !route.when(session)) return route.denial ?? denialMessage[route.area];
  return undefined;
};

/**
 * Renders a route's page if the session allows its rule: anonymous users on guarded routes go to /login,
 * logged-in users who are not allowed see the area's denial message. /login and /register send a
 * logged-in user home (with the 'already logged in' toast unless they just logged in on that page).
 */
export const Guard = ({ route }: { route: AppRoute }) => {
  const { session, exit } = useSession();
  const location = useLocation();
  const [loggedInOnArrival] = useState(() => session !== null);
  // The route's name as the title; a page's own head (usePageHead) outweighs it.
  const page = (
    <>
      <RouteHead route={route} />
      {route.page ? <route.page /> : <ComingSoon title={route.title} />}
    </>
  );

  if (route.area === 'anonymousOnly') {
    // Logging in from a page's link (/login?next=…) goes back to it: the session may render here before Login's own
    // navigation does, so this redirect honours the same (same-site) `next`.
    const next = safeNext(new URLSearchParams(location.search).get('next'));
    return session ? <AlreadyLoggedIn to={next ?? homeOf(session)} notify={loggedInOnArrival} /> : page;
  }
  if (route.area === 'public') return page;
  if (!session) return exit ? null : <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const denied = refusal(route, session);
  return denied ? <Denied message={denied} /> : page;
};
