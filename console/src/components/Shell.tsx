import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Alignment, Button, Classes, Drawer, HTMLSelect, Icon, Menu, MenuDivider, Navbar, Position } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { allows, type Language } from '@nvp/events/browser';
import { languages, useLanguage, useT } from '../i18n';
import { groupOfType, menu, ruleOf, type MenuEntry, type MenuGroup } from '../routes';
import { useSession } from '../session/SessionContext';
import { CloseLabels } from './CloseLabels';
import { Footer } from './Footer';
import { Logo } from './Logo';

const useVisibleMenu = () => {
  const { session } = useSession();
  const visible = (entry: MenuEntry) =>
    allows(ruleOf(entry.to), session?.access) && !(entry.anonymousOnly && session) && (!entry.when || (session !== null && entry.when(session)));
  const own = groupOfType(session?.type);
  const groups: MenuGroup[] = own ? [own, 'public'] : ['public'];
  return groups.map((group) => ({ group, entries: menu[group].filter(visible) })).filter((g) => g.entries.length > 0);
};

/**
 * One entry of the side menu, drawn as Blueprint's MenuItem draws one (the same elements, roles and classes) but
 * without it: MenuItem carries Blueprint's popover and floating-ui for submenus this menu never has, ~120 KB of
 * JavaScript in every page's first download (issue 25).
 */
const SideMenuItem = ({ icon, text, to, active, onClick }: { icon: IconName; text: string; to: string; active: boolean; onClick: (event: MouseEvent<HTMLAnchorElement>) => void }) => (
  <li role="none">
    <a
      role="menuitem"
      tabIndex={0}
      href={to}
      className={active ? `${Classes.MENU_ITEM} ${Classes.ACTIVE}` : Classes.MENU_ITEM}
      onClick={onClick}
      // A menuitem link answers Space as well as Enter, as MenuItem's does.
      onKeyDown={(event) => {
        if (event.key === ' ') {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
    >
      <span className={Classes.MENU_ITEM_ICON} aria-hidden>
        <Icon icon={icon} tabIndex={-1} />
      </span>
      <div className={Classes.FILL}>{text}</div>
    </a>
  </li>
);

const SideMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const groups = useVisibleMenu();
  return (
    <Menu className="side-menu" aria-label={t('nav.menu')}>
      {groups.map(({ group, entries }) => (
        <div key={group}>
          <MenuDivider title={t(`menu.group.${group}`)} />
          {entries.map((entry) => {
            const [pathname, search = ''] = entry.to.split('?');
            const active = location.pathname === pathname && (search === '' || location.search === `?${search}`);
            return (
              <SideMenuItem
                key={entry.to}
                icon={entry.icon}
                text={t(entry.label)}
                to={entry.to}
                active={active}
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(entry.to);
                  onNavigate?.();
                }}
              />
            );
          })}
        </div>
      ))}
    </Menu>
  );
};

const LanguageSwitch = () => {
  const { t } = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <HTMLSelect
      name="language"
      aria-label={t('nav.language')}
      value={language}
      onChange={(event) => setLanguage(event.currentTarget.value as Language)}
      iconName="caret-down"
      className="language-switch"
      minimal
      options={languages.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
    />
  );
};

/** Follows a deliberate exit (logout, or a 401 that ended the session) to its target. */
const ExitRedirect = () => {
  const { exit, exitDone } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!exit) return;
    if (location.pathname === exit.to) exitDone();
    else void navigate(exit.to);
  }, [exit, exitDone, location.pathname, navigate]);
  return null;
};

export const Shell = () => {
  const { t } = useT();
  const { session, logOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
    // After a route change a keyboard or screen-reader user starts at the new content, not on the link they
    // left (unless the page put focus somewhere itself, e.g. an autofocused field). Not on the first load.
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    if (!main.current?.contains(document.activeElement)) main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  return (
    <div className="shell">
      <ExitRedirect />
      <CloseLabels />
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main-content; the click only moves focus there without a route change */}
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('a11y.skipToContent')}
      </a>
      <Navbar className="top-bar" fixedToTop>
        <Navbar.Group align={Alignment.START}>
          <Button
            className="menu-toggle"
            variant="minimal"
            icon="menu"
            aria-label={t('nav.menu')}
            onClick={() => setDrawerOpen(true)}
          />
          {/* The link's name is its visible text (WCAG 2.5.3); the mark beside it is decoration. */}
          <Link to="/" className="brand" title={t('app.name')}>
            <Logo size={38} />
            <span className="brand-text">
              <span className="brand-name">{t('app.name')}</span>
              <span className="brand-tagline">{t('app.tagline')}</span>
            </span>
          </Link>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END} className="top-actions">
          <LanguageSwitch />
          <Navbar.Divider />
          {session ? (
            <>
              {/* Cut to the bar's room on a desktop (the full name and e-mail in the tooltip); on a phone it is in the menu. */}
              <span className="signed-in" title={`${t('nav.signedInAs', { name: session.name || session.email })} (${session.email})`}>
                {t('nav.signedInAs', { name: session.name || session.email })}
              </span>
              <Button icon="log-out" variant="minimal" text={t('nav.logout')} aria-label={t('nav.logout')} onClick={() => void logOut({ to: '/' })} />
            </>
          ) : (
            <>
              <Button icon="log-in" variant="minimal" text={t('nav.login')} aria-label={t('nav.login')} onClick={() => navigate('/login')} />
              <Button icon="new-person" intent="primary" text={t('nav.register')} aria-label={t('nav.register')} onClick={() => navigate('/register')} />
            </>
          )}
        </Navbar.Group>
      </Navbar>

      <div className="shell-body">
        <aside className="sidebar">
          <SideMenu />
        </aside>
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position={Position.LEFT}
          size="280px"
          title={t('app.name')}
          icon={<Logo size={24} />}
          className="menu-drawer"
        >
          {/* A phone's bar has no room for the name (issue 27): the menu shows it whole, wrapped. */}
          {session ? (
            <p className="drawer-signed-in" data-testid="drawer-signed-in">
              {t('nav.signedInAs', { name: session.name || session.email })}
            </p>
          ) : null}
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <main className="content" id="main-content" tabIndex={-1} ref={main}>
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
};
