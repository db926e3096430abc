import type { BasketTotals as Totals } from '~/commerce/models';
import { Messages } from '~/forms/FormParts';
import type { ShopMessage } from '~/forms/form-reply';
import { CheckoutProgress } from './CheckoutProgress';
import type { CheckoutStepId } from './checkout-steps';
import { CheckoutSummary } from './OrderSummaryParts';

/** A checkout step's frame: where the shopper is, the step's heading and messages, its form, the totals. */
export function CheckoutStep({
  step,
  heading,
  messages,
  totals,
  children,
}: {
  step: CheckoutStepId;
  heading: string;
  messages: ShopMessage[];
  totals: Totals;
  children: React.ReactNode;
}) {
  return (
    <div className={`checkout-step checkout-${step}`}>
      <CheckoutProgress current={step} />
      <h1>{heading}</h1>
      <Messages messages={messages} />
      {children}
      <CheckoutSummary basket={{ totals, discounts: [] }} />
    </div>
  );
}
