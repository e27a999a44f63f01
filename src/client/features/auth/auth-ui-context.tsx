import { createContext, useContext } from 'react';

/** What the header's auth buttons do; the accounts feature provides the real actions. */
export type AuthUi = {
  openSignIn: () => void;
  openRegister: () => void;
  logout: () => void;
};

export const AuthUiContext = createContext<AuthUi | null>(null);

export function useAuthUi(): AuthUi {
  const value = useContext(AuthUiContext);
  if (!value) throw new Error('useAuthUi must be used inside AuthUiContext');
  return value;
}
