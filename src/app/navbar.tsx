import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitch } from '../features/language/language-switch';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { SproutIcon } from '../ui/icons';

// Loaded on first use: the confirmation counts pending outbox rows (Dexie), which the first visit never needs.
const LogoutDialog = lazy(() =>
  import('../features/profile/components/logout-dialog').then((module) => ({ default: module.LogoutDialog })),
);
// Signed-in people only, loaded after the shell: the badge is a live query on the learner's outbox (Dexie).
// It sits in the header's bar, not in the menu, so a phone shows it with the menu closed.
const OutboxBadge = lazy(() =>
  import('../features/sync-status/components/outbox-badge').then((module) => ({ default: module.OutboxBadge })),
);

/** Closes a disclosure on Escape or on a press outside it. */
function useDismiss(
  open: boolean,
  close: () => void,
  container: React.RefObject<HTMLElement | null>,
  toggle: React.RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        toggle.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container, toggle]);
}

/** Closes the menu once a link inside it was followed. */
function closeOnLink(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };
}

function UserMenu() {
  const { t } = useTranslation('common');
  const firstName = useSession((state) => state.user?.first_name);
  const [open, setOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), container, toggle);

  return (
    <div className="user-menu" ref={container}>
      <button
        ref={toggle}
        type="button"
        className="button button--ghost user-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {firstName?.charAt(0).toUpperCase() ?? '•'}
        </span>
        {t('nav.account')}
      </button>
      {/* Delegation: the links inside are the controls, and Enter on a link fires this click too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul id={menuId} className="user-menu__list" hidden={!open} onClick={closeOnLink(() => setOpen(false))}>
        <li>
          <Link to={paths.dashboard}>{t('nav.dashboard')}</Link>
        </li>
        <li>
          <Link to={paths.profile}>{t('nav.profile')}</Link>
        </li>
        <li>
          <Link to={paths.sync}>{t('nav.sync')}</Link>
        </li>
        <li>
          <Link to={paths.downloads}>{t('nav.downloads')}</Link>
        </li>
        <li>
          <button
            type="button"
            className="user-menu__logout"
            onClick={() => {
              setOpen(false);
              setConfirmingLogout(true);
            }}
          >
            {t('nav.logout')}
          </button>
        </li>
      </ul>
      {confirmingLogout ? (
        <Suspense fallback={null}>
          <LogoutDialog open onClose={() => setConfirmingLogout(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** SPEC §2 navbar: public links, language switch, create account and login, or the user menu when signed in. */
export function Navbar() {
  const { t } = useTranslation('common');
  const signedIn = useSession((state) => Boolean(state.user && state.token));
  const [open, setOpen] = useState(false);
  const navId = useId();
  const container = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), container, toggle);

  return (
    <header className="site-header" ref={container}>
      <div className="site-header__bar">
        <Link to={paths.home} className="brand">
          <SproutIcon />
          {t('app.name')}
        </Link>
        {signedIn ? (
          <span className="site-header__outbox">
            <Suspense fallback={null}>
              <OutboxBadge />
            </Suspense>
          </span>
        ) : null}
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
        </button>
        {/* Delegation: the links inside are the controls, and Enter on a link fires this click too. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <nav
          id={navId}
          aria-label={t('nav.label')}
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          onClick={closeOnLink(() => setOpen(false))}
        >
          <ul className="site-nav__links">
            <li>
              <NavLink to={paths.home} end>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.about}>{t('nav.about')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.courses}>{t('nav.courses')}</NavLink>
            </li>
            <li>
              <NavLink to={paths.contact}>{t('nav.contact')}</NavLink>
            </li>
          </ul>
          <div className="site-nav__actions">
            <LanguageSwitch />
            {signedIn ? (
              <UserMenu />
            ) : (
              <>
                <Link to={paths.register} className="button button--secondary">
                  {t('nav.register')}
                </Link>
                <Link to={paths.login} className="button button--primary">
                  {t('nav.login')}
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
