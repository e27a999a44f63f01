import { isApiError } from '../../lib/api-client';

export type ToastText = { title: string; description: string; variant: 'default' | 'destructive' };

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error ?? '');
}

/** Registration: the message decides the toast (docs/product.md "Messages"). */
export function registrationErrorToast(error: unknown): ToastText {
  const message = messageOf(error);
  if (message.includes('email_exists') || message.includes('already been registered')) {
    return { title: 'Account Found', description: 'This email address is already registered. Please sign in instead.', variant: 'default' };
  }
  // A refused password and the registration limit say what to do.
  if (isApiError(error) && error.status === 429) {
    return { title: 'Too Many Attempts', description: error.serverMessage ?? 'Too many accounts were created. Please wait and try again.', variant: 'destructive' };
  }
  if (isApiError(error) && error.details?.password) {
    return { title: 'Choose Another Password', description: error.details.password, variant: 'destructive' };
  }
  if (message.includes('400') || message.includes('422')) {
    return { title: 'Registration Failed', description: 'Please check your information and try again.', variant: 'destructive' };
  }
  return { title: 'Registration Failed', description: 'Registration failed. Please try again.', variant: 'destructive' };
}

/** Sign-in: unknown e-mail and wrong password read the same; too many attempts says when to try again. */
export function signInErrorToast(error: unknown): ToastText {
  const message = messageOf(error);
  if (isApiError(error) && error.status === 429) {
    return { title: 'Too Many Attempts', description: error.serverMessage ?? 'Too many sign-in attempts. Please wait and try again.', variant: 'destructive' };
  }
  if (message.includes('email_not_confirmed') || /confirmation link/i.test(message)) {
    return {
      title: 'Email Confirmation Required',
      description: 'Email confirmation required: Please check your email and click the confirmation link before signing in.',
      variant: 'default',
    };
  }
  if (message.includes('401') || message.includes('Invalid credentials') || message.includes('500') || message.includes('Failed to login')) {
    return {
      title: 'Account Not Found',
      description: "Account not found. Please check your email and password, or create an account if you're new.",
      variant: 'destructive',
    };
  }
  return { title: 'Sign In Error', description: 'Unable to sign in. Please try again.', variant: 'destructive' };
}

