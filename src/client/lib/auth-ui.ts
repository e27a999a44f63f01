import { createContext, useContext } from 'react';
import type { PublicUser } from '../../shared/api/auth';

/** What screens can ask of the accounts feature. */
export type AuthUi = {
  openSignIn: () => void;
  openRegister: () => void;
  logout: () => Promise<void>;
  /** After a successful sign-in: store the user and go to the start screen. */
  completeSignIn: (user: PublicUser) => void;
  /** After registration: welcome toast and the dashboard. */
  completeRegistration: (user: PublicUser) => void;
  /** Registration that waits for e-mail confirmation: explain, then offer sign-in. */
  confirmationRequired: (email: string) => void;
};

export const AuthUiContext = createContext<AuthUi | null>(null);

export function useAuthUi(): AuthUi {
  const value = useContext(AuthUiContext);
  if (!value) throw new Error('useAuthUi must be used inside AuthProvider');
  return value;
}
