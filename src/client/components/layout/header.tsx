import { Link, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, FileText, LogOut, Menu, Settings, UserRound } from 'lucide-react';
import { HEADER_HEIGHT_PX } from '../../../shared/domain/limits';
import { firstName, useCurrentUser } from '../../features/auth/current-user-store';
import { useAuthUi } from '../../features/auth/auth-ui-context';
import { paths } from '../../paths';
import { Button } from '../ui/button';
import { LogoMark } from './logo';

const menuContent =
  'z-50 min-w-[14rem] rounded-md border border-slate-200 bg-white p-1 shadow-lg data-[state=open]:animate-in';
const menuItem =
  'flex cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/**
 * The 64 px header of every screen (spec-1 §2). Above 768 px it shows the account menu or the
 * Sign In / Get Started buttons; at 768 px and below the same items sit behind a hamburger.
 * Radix menus close on outside click and Escape.
 */
export function Header() {
  const user = useCurrentUser();
  const { openSignIn, openRegister, logout } = useAuthUi();
  const navigate = useNavigate();

  const signedInItems = user ? (
    <>
      <DropdownMenu.Label className="px-3 py-2">
        <span className="block text-sm font-medium text-slate-900">{user.fullName}</span>
        <span className="block truncate text-xs text-slate-600">{user.email}</span>
      </DropdownMenu.Label>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <DropdownMenu.Item className={menuItem} onSelect={() => navigate(paths.userSettings)}>
        <Settings className="h-4 w-4" aria-hidden /> Settings &amp; Profile
      </DropdownMenu.Item>
      <DropdownMenu.Item className={menuItem} onSelect={() => navigate(paths.myReports)}>
        <FileText className="h-4 w-4" aria-hidden /> My Reports
      </DropdownMenu.Item>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <DropdownMenu.Item className={menuItem} onSelect={logout}>
        <LogOut className="h-4 w-4" aria-hidden /> Logout
      </DropdownMenu.Item>
    </>
  ) : null;

  return (
    <header className="no-print sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur" style={{ height: HEADER_HEIGHT_PX }}>
      <div className="mx-auto flex h-full max-w-[1200px] items-center justify-between px-4 sm:px-6">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md font-semibold text-slate-900" aria-label="Grayline home">
          <LogoMark />
          <span className="text-lg tracking-tight">Grayline</span>
        </Link>

        <nav aria-label="Account" className="hidden items-center gap-2 min-[769px]:flex">
          {user ? (
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger asChild>
                <Button variant="ghost" aria-label={`Account menu for ${firstName(user)}`}>
                  <UserRound className="h-4 w-4" aria-hidden />
                  {firstName(user)}
                  <ChevronDown className="h-4 w-4" aria-hidden />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
                  {signedInItems}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
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
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Menu className="h-6 w-6" aria-hidden />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
                {user ? (
                  signedInItems
                ) : (
                  <>
                    <DropdownMenu.Item className={menuItem} onSelect={openSignIn}>
                      Sign In
                    </DropdownMenu.Item>
                    <DropdownMenu.Item className={menuItem} onSelect={openRegister}>
                      Get Started
                    </DropdownMenu.Item>
                  </>
                )}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
    </header>
  );
}
