/**
 * Numbers of the public site, apart from the schemas so screens that need only a number (the home
 * page) do not load the validation code with it.
 */

export const SITE_FIELD_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  subject: 200,
  message: 4000,
  reply: 8000,
} as const;

/** Per-IP submissions allowed on each public form within the window (anti-spam; a person never gets near it). */
export const SITE_FORM_RATE_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;

/** Bodies above this are refused with 413 before parsing; the largest valid form is far below it. */
export const SITE_FORM_BODY_LIMIT = 16 * 1024;

/** SPEC §1: the home page shows three testimonials. */
export const TESTIMONIAL_COUNT = 3;
