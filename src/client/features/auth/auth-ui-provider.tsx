import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthUiContext, type AuthUi } from './auth-ui-context';
import { setCurrentUser } from './current-user-store';

export function AuthUiProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo<AuthUi>(
    () => ({
      openSignIn: () => navigate('/login'),
      openRegister: () => navigate('/login?mode=register'),
      logout: () => {
        sessionStorage.clear();
        setCurrentUser(null);
        window.location.assign('/');
      },
    }),
    [navigate],
  );
  return <AuthUiContext.Provider value={value}>{children}</AuthUiContext.Provider>;
}
