// What review and receipt both show of a basket or an order: addresses, shipping, payment, lines.
import type { ReactNode } from 'react';
import type { Address, Payment, ShippingMethod } from '~/commerce/models';
import type { PriceItem } from '~/commerce/models/money';
import { BasketTotals, LinesHead, UnitPrice } from '~/features/basket/BasketPage';
import type { BasketView } from '~/features/basket/basket-page.server';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useT } from '~/i18n/use-t';

export function AddressBlock({ address }: { address?: Address }) {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ');
  return (
    <address>
      {[address.companyName1, name, address.addressLine1, address.addressLine2, cityLine, address.mainDivision, address.country ?? address.countryCode, address.email]
        .filter(Boolean)
        .map((line, index) => (
          <span key={index} className="address-line">
            {line}
          </span>
        ))}
    </address>
  );
}

export function ShippingMethodLine({ method }: { method?: ShippingMethod }) {
  const format = usePriceFormat();
  if (!method) return null;
  return (
    <p>
      {method.name}
      {method.shippingCosts && <> – {format(method.shippingCosts)}</>}
    </p>
  );
}

export function PaymentLine({ payment }: { payment?: Payment }) {
  if (!payment) return null;
  return (
    <p>
      {payment.displayName ?? payment.paymentMethodId}
      {payment.paymentInstrument?.accountIdentifier && <> ({payment.paymentInstrument.accountIdentifier})</>}
    </p>
  );
}

/** Where an order goes and how it is paid: invoice and ship-to address, shipping method, payment. */
export function OrderFacts({
  order,
}: {
  order: { invoiceToAddress?: Address; commonShipToAddress?: Address; shippingMethod?: ShippingMethod; payment?: Payment };
}) {
  const t = useT();
  return (
    <div className="review-facts">
      <section aria-labelledby="invoice-heading">
        <h2 id="invoice-heading">{t('checkout.address.invoice.heading')}</h2>
        <AddressBlock address={order.invoiceToAddress} />
      </section>
      <section aria-labelledby="ship-to-heading">
        <h2 id="ship-to-heading">{t('checkout.address.shipping.heading')}</h2>
        <AddressBlock address={order.commonShipToAddress} />
      </section>
      <section aria-labelledby="shipping-heading">
        <h2 id="shipping-heading">{t('checkout.shipping.heading')}</h2>
        <ShippingMethodLine method={order.shippingMethod} />
      </section>
      <section aria-labelledby="payment-heading">
        <h2 id="payment-heading">{t('checkout.payment.heading')}</h2>
        <PaymentLine payment={order.payment} />
      </section>
    </div>
  );
}

/** The shopper's message to the merchant, as review and receipt show it (with the review's edit link). */
export function MessageToMerchantFact({ message, children }: { message?: string; children?: ReactNode }) {
  const t = useT();
  if (!message) return null;
  return (
    <section aria-labelledby="message-heading" className="message-to-merchant-fact">
      <h2 id="message-heading">{t('account.order.message.heading')}</h2>
      <p>{message}</p>
      {children}
    </section>
  );
}

export interface SummaryLine {
  id: string;
  sku: string;
  name: string;
  quantity: number;
  singlePrice?: PriceItem;
  undiscountedSinglePrice?: PriceItem;
  total?: PriceItem;
  /** The line's own cost center (its number). */
  costCenter?: string;
}

/** The lines of a basket or order, read-only. */
export function SummaryLines({ lines }: { lines: SummaryLine[] }) {
  const t = useT();
  const format = usePriceFormat();
  return (
    <table className="basket-lines summary-lines">
      <caption className="visually-hidden">{t('checkout.review.lines.caption')}</caption>
      <LinesHead />
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className="line-product">
              {/* The basket's layout: the item number on a line of its own, and a space for assistive technology. */}
              <span>
                {line.name}{' '}
                <span className="line-sku">
                  {t('product.itemNumber.label')} {line.sku}
                </span>
                {line.costCenter && <span className="line-cost-center">{t('checkout.cost_center.line.text', { costCenter: line.costCenter })}</span>}
              </span>
            </th>
            <td>
              <UnitPrice price={line.singlePrice} undiscounted={line.undiscountedSinglePrice} />
            </td>
            <td>{line.quantity}</td>
            <td>{line.total ? format(line.total) : t('product.price.na.text')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The order summary beside or below a checkout step: the basket's (or order's) totals. */
export function CheckoutSummary({ basket }: { basket: Pick<BasketView, 'totals' | 'discounts'> }) {
  const t = useT();
  return (
    <section className="checkout-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('checkout.cart.totals.heading')}</h2>
      <BasketTotals basket={basket} />
    </section>
  );
}
