import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Guard } from './components/Guard';
import { Shell } from './components/Shell';
import { LanguageProvider } from './i18n';
import { NotFound } from './pages/ComingSoon';
import { routes } from './routes';
import { SessionProvider } from './session/SessionContext';

export const App = () => (
  <LanguageProvider>
    <SessionProvider>
      <BrowserRouter>
        <Routes>
          <Route element={<Shell />}>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} caseSensitive element={<Guard key={route.path} route={route} />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </SessionProvider>
  </LanguageProvider>
);
