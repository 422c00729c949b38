/** An amount in a currency's own notation, e.g. "$7.95". */
export function formatMoney(amount: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount,
  );
}
