import { Suspense } from 'react';
import type { Language } from '@nvp/events/browser';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Guard } from './components/Guard';
import { Shell } from './components/Shell';
import { LanguageProvider, useT } from './i18n';
import { NotFound } from './pages/ComingSoon';
import { routes } from './routes';
import { SessionProvider } from './session/SessionContext';

/** While a page's area chunk arrives (its first visit only): said by screen readers, inside the shell that stays. */
const AreaLoading = () => {
  const { t } = useT();
  return (
    <div className="page page-narrow" role="status" data-testid="area-loading">
      <NonIdealState icon={<Spinner size={48} />} title={t('common.loading')} />
    </div>
  );
};

export const App = ({ language }: { language: Language }) => (
  <LanguageProvider initial={language}>
    <SessionProvider>
      <BrowserRouter>
        <Routes>
          <Route element={<Shell />}>
            {routes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                caseSensitive
                element={
                  <Suspense fallback={<AreaLoading />}>
                    <Guard key={route.path} route={route} />
                  </Suspense>
                }
              />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </SessionProvider>
  </LanguageProvider>
);
