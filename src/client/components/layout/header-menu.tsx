import { DropdownMenu } from 'radix-ui';
import { ChevronDown, FileText, LogOut, Menu, Settings, UserRound } from 'lucide-react';
import type { PublicUser } from '../../../shared/api/auth';
import { firstName } from '../../lib/current-user';
import { Button } from '../ui/button';

const menuContent =
  'z-50 min-w-[14rem] rounded-md border border-slate-200 bg-white p-1 shadow-lg data-[state=open]:animate-in';
const menuItem =
  'flex cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

export type HeaderMenuProps = {
  /** `account`: the signed-in menu above 768 px; `compact`: the hamburger at 768 px and below. */
  kind: 'account' | 'compact';
  user: PublicUser | null;
  /** Open as soon as it mounts: the visitor clicked the stand-in button while this code loaded. */
  defaultOpen?: boolean;
  onSignIn: () => void;
  onRegister: () => void;
  onSettings: () => void;
  onReports: () => void;
  onLogout: () => void;
};

/** The header's Radix menus (they close on outside click and Escape); header.tsx loads this lazily. */
export function HeaderMenu({ kind, user, defaultOpen, onSignIn, onRegister, onSettings, onReports, onLogout }: HeaderMenuProps) {
  const trigger =
    kind === 'account' && user ? (
      <Button variant="ghost" aria-label={`Account menu for ${firstName(user)}`}>
        <UserRound className="h-4 w-4" aria-hidden />
        {firstName(user)}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Button>
    ) : (
      <Button variant="ghost" size="icon" aria-label="Open menu">
        <Menu className="h-6 w-6" aria-hidden />
      </Button>
    );
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
          {user ? (
            <>
              <DropdownMenu.Label className="px-3 py-2">
                <span className="block text-sm font-medium text-slate-900">{user.fullName}</span>
                <span className="block truncate text-xs text-slate-600">{user.email}</span>
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item className={menuItem} onSelect={onSettings}>
                <Settings className="h-4 w-4" aria-hidden /> Settings &amp; Profile
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={onReports}>
                <FileText className="h-4 w-4" aria-hidden /> My Reports
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item className={menuItem} onSelect={onLogout}>
                <LogOut className="h-4 w-4" aria-hidden /> Logout
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Item className={menuItem} onSelect={onSignIn}>
                Sign In
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={onRegister}>
                Get Started
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
