/** The product's constants (docs/product.md) and our own limits. */
export const DILEMMA_MIN_LENGTH = 50;
/** Longest dilemma text the generators accept; longer gets 413. */
export const DILEMMA_MAX_LENGTH = 20_000;
export const CLARIFYING_ANSWER_MIN_LENGTH = 20;
export const CLARIFYING_QUESTIONS_MIN_COUNT = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 2;
export const PHONE_MAX_DIGITS = 10;
export const ROLE_EXAMPLE_CACHE_MS = 24 * 60 * 60 * 1000;
export const SETTINGS_REDIRECT_MS = 1500;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const HEADER_HEIGHT_PX = 64;
export const CONTENT_MAX_WIDTH_PX = 1200;
export const START_SCREEN_MAX_WIDTH_PX = 700;
export const PROGRESS_TRANSITION_MS = 1200;
export const IMPACT_SLOW_MESSAGE_MS = 15_000;
/** Request bodies over this size get 413. */
export const MAX_BODY_BYTES = 256 * 1024;
export const SAVED_DESCRIPTION_LENGTH = 500;
export const SAVED_TITLE_DILEMMA_LENGTH = 60;
/**
 * A whole analysis (every generated section) is larger than an ordinary request; draft saves and
 * complete-analysis saves may use up to this.
 */
export const ANALYSIS_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** What one account may keep: analyses of every status, and the bytes their states take. */
export const ACCOUNT_MAX_ANALYSES = 300;
export const ACCOUNT_MAX_STORED_BYTES = 50 * 1024 * 1024;
