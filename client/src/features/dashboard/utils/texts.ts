/** The dashboard's texts; those of spec section 8 word for word. */
export const DASHBOARD_TEXTS = {
  loadFailed: 'Failed to load data',
} as const;
