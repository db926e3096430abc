import type { UserBudget } from '~/commerce/models/company-user';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { useT } from '~/i18n/use-t';
import { orderLimitText, periodBudgetText } from './user-budget-text';

/** The logged-in business user's own budget (account overview); 'unavailable' when it could not be loaded. */
export function BudgetWidget({ budget }: { budget: UserBudget | 'unavailable' }) {
  const t = useT();
  const format = usePriceFormat();
  return (
    <section aria-labelledby="budget-widget-heading" className="budget-widget">
      <h2 id="budget-widget-heading">{t('organization.budget.widget.heading')}</h2>
      {budget === 'unavailable' ? (
        <p>{t('organization.budget.widget.unavailable.text')}</p>
      ) : (
        <dl className="account-facts">
          <dt>{t('organization.budget.order_limit.label')}</dt>
          <dd>{orderLimitText(budget, t, format)}</dd>
          <dt>{t('organization.budget.budget.label')}</dt>
          <dd>{periodBudgetText(budget, t, format)}</dd>
          {budget.budget && (
            <>
              <dt>{t('organization.budget.spent.label')}</dt>
              <dd>{budget.spentBudget ? format(budget.spentBudget) : format({ ...budget.budget, value: 0 })}</dd>
              <dt>{t('organization.budget.remaining.label')}</dt>
              <dd>{format(budget.remainingBudget ?? budget.budget)}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
