import { PLAN_NAME } from '@shared/constants';
import type { PaymentRow } from './billing-repository';

export const SELLER = { name: 'Mindlane', description: 'Mind maps, to-do lists and Kanban boards' };

const day = (date: Date) => date.toISOString().slice(0, 10);

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The amount in the currency's main unit with its code, e.g. "7.95 USD". */
function money(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** The file name an invoice downloads as. */
export function invoiceFileName(payment: Pick<PaymentRow, 'id' | 'created_at'>): string {
  return `mindlane-invoice-${day(payment.created_at)}-${payment.id}.html`;
}

/**
 * A payment made in local test mode as an invoice a company can file: one self-contained HTML page
 * (no script, no outside resource; styles for screen and print) with seller, buyer, number, date, lines,
 * totals and currency. Stripe payments normally link to Stripe's own invoices instead.
 */
export function invoiceHtml(payment: PaymentRow, buyerEmail: string, sellerSite: string): string {
  const amount = money(payment.amount_cents, payment.currency);
  const period = payment.period_end ? `, paid through ${day(payment.period_end)}` : '';
  const line = `${PLAN_NAME}: one month${period}`;
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Invoice ${e(payment.id)}</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; color: #1a1a2e; max-width: 760px; margin: 40px auto; padding: 0 24px; }
  h1 { font-size: 28px; margin: 0 0 4px; }
  .test { border: 2px solid #b45309; color: #b45309; padding: 8px 12px; font-weight: 600; margin: 16px 0; }
  .parties { display: flex; gap: 48px; margin: 24px 0; }
  .parties h2, dl dt { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: #555; margin: 0 0 4px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
  dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin: 24px 0; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #ddd; }
  th:last-child, td:last-child { text-align: right; }
  tfoot td { font-weight: 700; border-bottom: 0; }
  @media print { body { margin: 0; } @page { margin: 20mm; } }
</style>
</head>
<body>
<h1>Invoice</h1>
<dl>
  <dt>Invoice number</dt><dd>${e(payment.id)}</dd>
  <dt>Date</dt><dd>${day(payment.created_at)}</dd>
  <dt>Status</dt><dd>${e(payment.status)}</dd>
  <dt>Currency</dt><dd>${e(payment.currency.toUpperCase())}</dd>
</dl>
${payment.provider === 'test' ? '<p class="test">Test mode: no card was charged for this invoice.</p>' : ''}
<div class="parties">
  <section><h2>Seller</h2><div>${e(SELLER.name)}</div><div>${e(SELLER.description)}</div><div>${e(sellerSite)}</div></section>
  <section><h2>Billed to</h2><div>${e(buyerEmail)}</div></section>
</div>
<table>
  <thead><tr><th>Description</th><th>Quantity</th><th>Unit price</th><th>Amount</th></tr></thead>
  <tbody><tr><td>${e(line)}</td><td>1</td><td>${amount}</td><td>${amount}</td></tr></tbody>
  <tfoot>
    <tr><td colspan="3">Subtotal</td><td>${amount}</td></tr>
    <tr><td colspan="3">Total (${e(payment.currency.toUpperCase())})</td><td>${amount}</td></tr>
  </tfoot>
</table>
</body>
</html>
`;
}
