/**
 * National lines a section may offer, defined once. The National Domestic Violence Hotline:
 * thehotline.org, confirmed on ovc.ojp.gov (U.S. Department of Justice), last checked 2026-11-27.
 */
export const DV_HOTLINE = {
  name: 'National Domestic Violence Hotline',
  phone: '1-800-799-7233',
  text: 'text START to 88788',
  description: 'Free, confidential, 24/7: safety planning and local shelters for the client; text START to 88788 where a call is not safe',
} as const;
