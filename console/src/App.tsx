import { Suspense, type ComponentType, type ReactNode } from 'react';
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

/**
 * The console inside a router: BrowserRouter in the browser (App), a StaticRouter when a public page is
 * prerendered at build time (src/prerender.tsx), so both render the same tree and the browser can hydrate it.
 */
export const AppIn = ({ language, Router }: { language: Language; Router: ComponentType<{ children: ReactNode }> }) => (
  <LanguageProvider initial={language}>
    <SessionProvider>
      <Router>
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
      </Router>
    </SessionProvider>
  </LanguageProvider>
);

export const App = ({ language }: { language: Language }) => <AppIn language={language} Router={BrowserRouter} />;
