import type { UserBudget } from '~/commerce/models/company-user';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useT } from '~/i18n/use-t';

/** The buyer's order spend limit and budget of the period, with what was spent and what remains. */
export function BudgetInfo({ budget }: { budget: UserBudget }) {
  const t = useT();
  const format = usePriceFormat();
  if (!budget.orderSpentLimit && !budget.budget) return null;
  return (
    <section className="checkout-budget" aria-labelledby="checkout-budget-heading">
      <h2 id="checkout-budget-heading">{t('checkout.budget.heading')}</h2>
      <dl className="order-facts">
        {budget.orderSpentLimit && (
          <>
            <dt>{t('checkout.budget.order_spent_limit.label')}</dt>
            <dd>{format(budget.orderSpentLimit)}</dd>
          </>
        )}
        {budget.budget && (
          <>
            <dt>{t(`checkout.budget.period.${budget.budgetPeriod}.label`)}</dt>
            <dd>{format(budget.budget)}</dd>
          </>
        )}
        {budget.budget && budget.spentBudget && (
          <>
            <dt>{t('checkout.budget.spent.label')}</dt>
            <dd>{format(budget.spentBudget)}</dd>
          </>
        )}
        {budget.budget && budget.remainingBudget && (
          <>
            <dt>{t('checkout.budget.remaining.label')}</dt>
            <dd>{format(budget.remainingBudget)}</dd>
          </>
        )}
      </dl>
      {budget.budgetPriceType && <p className="field-hint">{t(`checkout.budget.price_type.${budget.budgetPriceType}.text`)}</p>}
    </section>
  );
}
