import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChevronDown, Menu, UserRound } from 'lucide-react';
import { HEADER_HEIGHT_PX } from '../../../shared/domain/limits';
import { firstName, useCurrentUser, useSessionPending } from '../../lib/current-user';
import { useAuthUi } from '../../lib/auth-ui';
import { paths } from '../../paths';
import { Button } from '../ui/button';
import type { HeaderMenuProps } from './header-menu';
import { LogoMark } from './logo';

const loadMenu = () => import('./header-menu');
const HeaderMenu = lazy(async () => ({ default: (await loadMenu()).HeaderMenu }));

/**
 * A menu whose code loads on first use: until then a plain button that looks the same stands
 * in (hovering or focusing it starts the download, a click opens the menu), so no page carries
 * menu code it does not use, and no screen's first render mounts a menu nobody opened.
 */
function LazyMenu(props: Omit<HeaderMenuProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadMenu();
  const standIn = (onClick?: () => void) =>
    props.kind === 'account' && props.user ? (
      <Button
        variant="ghost"
        aria-label={`Account menu for ${firstName(props.user)}`}
        aria-haspopup="menu"
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <UserRound className="h-4 w-4" aria-hidden />
        {firstName(props.user)}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Button>
    ) : (
      <Button variant="ghost" size="icon" aria-label="Open menu" aria-haspopup="menu" onClick={onClick} onPointerEnter={preload} onFocus={preload}>
        <Menu className="h-6 w-6" aria-hidden />
      </Button>
    );
  const want = () => setWanted(true);
  if (!wanted) return standIn(want);
  return (
    <Suspense fallback={standIn(want)}>
      <HeaderMenu {...props} defaultOpen={wanted} />
    </Suspense>
  );
}

/**
 * The 64 px header of every screen. Above 768 px it shows the account menu or the
 * Sign In / Get Started buttons; at 768 px and below the same items sit behind a hamburger.
 * While a new tab of a signed-in browser waits for the server, neither is shown.
 */
export function Header() {
  const user = useCurrentUser();
  const pending = useSessionPending();
  const { openSignIn, openRegister, logout } = useAuthUi();
  const navigate = useNavigate();
  const menu = {
    user,
    onSignIn: openSignIn,
    onRegister: openRegister,
    onSettings: () => navigate(paths.userSettings),
    onReports: () => navigate(paths.myReports),
    onLogout: () => void logout(),
  };

  return (
    <header className="no-print sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur" style={{ height: HEADER_HEIGHT_PX }}>
      <div className="mx-auto flex h-full max-w-[1200px] items-center justify-between px-4 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md font-semibold text-slate-900" aria-label="Grayline home">
          <LogoMark />
          <span className="text-lg tracking-tight">Grayline</span>
        </Link>

        {pending ? null : (
          <>
            <nav aria-label="Account" className="hidden items-center gap-2 min-[769px]:flex">
              {user ? (
                <LazyMenu kind="account" {...menu} />
              ) : (
                <>
                  <Button variant="ghost" onClick={openSignIn}>
                    Sign In
                  </Button>
                  <Button onClick={openRegister}>Get Started</Button>
                </>
              )}
            </nav>
            <div className="min-[769px]:hidden">
              <LazyMenu kind="compact" {...menu} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
