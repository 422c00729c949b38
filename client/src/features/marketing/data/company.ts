/** Where people reach the team; shown on the legal pages and the access notices. */
export const SUPPORT_EMAIL = 'support@mindlane.app';
export const PRIVACY_EMAIL = 'privacy@mindlane.app';
/** The date the current Terms and Privacy Policy took effect. */
export const LEGAL_UPDATED = 'November 21, 2026';
