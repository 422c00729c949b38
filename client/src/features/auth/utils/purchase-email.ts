/** The local-storage key holding the e-mail of the purchase path (spec: "the email stored for the purchase path"). */
export const PURCHASE_EMAIL_KEY = 'purchase_email';

/** The purchase path's e-mail: ?email= first, else the one stored at /purchase-register. */
export function purchaseEmail(fromQuery: string | null): string | null {
  const email = fromQuery?.trim() || localStorage.getItem(PURCHASE_EMAIL_KEY)?.trim();
  return email || null;
}
