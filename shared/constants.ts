/** Business constants of the product contract (spec section 9). */
export const TRIAL_DAYS = 3;
export const PLAN_NAME = 'Vision Plan';
export const PLAN_PRICE_USD = 7.95;
export const PLAN_PRICE_LABEL = '$7.95';

export interface PlanLimits {
  mindmaps: number;
  todoLists: number;
  boards: number;
}

export const PAID_LIMITS: PlanLimits = { mindmaps: 10, todoLists: 100, boards: 10 };
export const TRIAL_LIMITS: PlanLimits = { mindmaps: 2, todoLists: 5, boards: 1 };
/** AI automations per month when the account has no limit of its own. */
export const DEFAULT_AI_LIMIT = 100;
/** AI automations a trial may run in all (not per month), so a free trial cannot run up a large bill. */
export const TRIAL_AI_LIMIT = 10;

export const LOGIN_PASSWORD_MIN = 6;
export const REGISTER_PASSWORD_MIN = 8;
export const PAYMENTS_PAGE_SIZE = 10;
export const USERS_LIST_LIMIT = 100;
export const INVOICES_LIMIT = 12;
export const ANALYTICS_DAYS = 30;
export const SPARKLINE_DAYS = 14;
export const RECENT_ITEMS = 3;
export const GHOST_TILES = 10;
export const SKELETON_TILES = 3;
export const CREATE_REDIRECT_DELAY_MS = 250;
export const SIDEBAR_WIDTH_PX = 200;
export const MOBILE_BREAKPOINT_PX = 768;
export const DRAWER_WIDTH_PX = 300;
export const CHECKOUT_PLACEHOLDER_DELAY_MS = 1000;
export const MARKETING_ANIMATION_STEP_MS = 600;

export const DAY_MS = 24 * 60 * 60 * 1000;
