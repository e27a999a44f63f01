/**
 * A readable cookie the server sets beside the httpOnly session cookie, with the same lifetime,
 * and clears with it. It holds no secret: it only tells the browser whether asking /api/me is
 * worth it, so a signed-out visitor's page makes no request that must fail and a signed-in one
 * is not shown the signed-out landing page first.
 */
export const SESSION_HINT_COOKIE = 'grayline_signed_in';
export const SESSION_HINT_VALUE = '1';
