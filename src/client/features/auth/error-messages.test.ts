import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isConnectivityFailure } from '../../lib/api-client';
import { registrationErrorToast, signInErrorToast } from './error-messages';

const apiError = (status: number, body: string, code?: string) =>
  new ApiError(status, `${status}: ${body}`, code as never, undefined, undefined, undefined);

describe('registration messages', () => {
  it('maps email_exists to Account Found', () => {
    expect(registrationErrorToast(apiError(409, '{"error":{"code":"email_exists"}}'))).toEqual({
      title: 'Account Found',
      description: 'This email address is already registered. Please sign in instead.',
      variant: 'default',
    });
    expect(registrationErrorToast(new Error('User already been registered')).title).toBe('Account Found');
  });
  it('maps 400 and 422 to check your information', () => {
    expect(registrationErrorToast(apiError(400, 'bad')).description).toBe('Please check your information and try again.');
    expect(registrationErrorToast(apiError(422, 'bad')).description).toBe('Please check your information and try again.');
  });
  it('says why a password was refused, and when to try again after too many sign-ups', () => {
    const refused = new ApiError(400, '400: bad', 'validation_error', 'This password is too common.', { password: 'This password is too common.' }, undefined);
    expect(registrationErrorToast(refused)).toMatchObject({ title: 'Choose Another Password', description: 'This password is too common.' });
    const limited = new ApiError(429, '429: slow down', 'rate_limited', 'Too many accounts were created from this network. Please wait 60 minutes and try again.', undefined, undefined);
    expect(registrationErrorToast(limited)).toMatchObject({ title: 'Too Many Attempts', description: limited.serverMessage });
  });
  it('falls back to Registration failed', () => {
    expect(registrationErrorToast(new Error('boom'))).toMatchObject({ title: 'Registration Failed', description: 'Registration failed. Please try again.' });
  });
});

describe('sign-in messages', () => {
  it('maps 401, Invalid credentials and 500 to Account Not Found', () => {
    for (const error of [apiError(401, '{"error":{"message":"Invalid credentials"}}'), apiError(500, 'oops'), new Error('Failed to login')]) {
      expect(signInErrorToast(error)).toMatchObject({
        title: 'Account Not Found',
        description: "Account not found. Please check your email and password, or create an account if you're new.",
      });
    }
  });
  it('maps email_not_confirmed to the confirmation message', () => {
    expect(signInErrorToast(apiError(403, '{"errorCode":"email_not_confirmed"}')).description).toBe(
      'Email confirmation required: Please check your email and click the confirmation link before signing in.',
    );
  });
  it('falls back to Sign In Error', () => {
    expect(signInErrorToast(new Error('weird'))).toMatchObject({ title: 'Sign In Error', description: 'Unable to sign in. Please try again.' });
  });
  it('explains a rate limit', () => {
    const error = new ApiError(429, '429: {}', 'rate_limited', 'Too many sign-in attempts. Please wait 15 minutes and try again.', undefined, 900);
    expect(signInErrorToast(error).description).toContain('15 minutes');
  });
});

describe('connectivity failures', () => {
  it('are network errors and 5xx, not validation errors', () => {
    expect(isConnectivityFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectivityFailure(apiError(503, ''))).toBe(true);
    expect(isConnectivityFailure(apiError(400, ''))).toBe(false);
  });
});
