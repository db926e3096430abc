// What the cost center pages share: the breadcrumbs of §2.1 (cost center management, then the cost
// center's name, then edit or buyers), money or a dash, an order count or a dash, a labelled select with its error, and the
// budget period's select.
import { type FieldMetadata, getSelectProps } from '@conform-to/react';
import type { CostCenterPerson } from '~/commerce/models/cost-center';
import type { Money } from '~/commerce/models/money';
import { Breadcrumbs, type Crumb } from '~/components/Breadcrumbs';
import { RequiredMark } from '~/components/RequiredMark';
import { usePriceFormat } from '~/features/pricing/use-price-format';
import { FieldErrors } from '~/forms/FormParts';
import { useT } from '~/i18n/use-t';
import { BUDGET_PERIODS, COST_CENTERS_PATH, costCenterPath } from './cost-center-ids';

export function CostCenterBreadcrumbs({ costCenter, last }: { costCenter?: { id: string; name: string }; last?: string }) {
  const t = useT();
  const trail: Crumb[] = [
    { label: t('account.breadcrumbs.account'), to: '/account' },
    { label: t('account.costcenter.list.heading'), to: COST_CENTERS_PATH },
  ];
  if (costCenter) trail.push({ label: costCenter.name, to: costCenterPath(costCenter.id) });
  if (last) trail.push({ label: last });
  return <Breadcrumbs trail={trail} />;
}

/** A person's name (the login when ICM gives none); a dash for nobody. */
export const personText = (person: CostCenterPerson | undefined) =>
  person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || person.login : '–';

/** A count of orders; a dash when ICM sent none. */
export const countText = (count: number | undefined) => (count === undefined ? '–' : String(count));

/** Money as the page's locale writes it; a dash for none. */
export function useMoneyText(): (money: Money | undefined) => string {
  const format = usePriceFormat();
  return (money) => (money ? format(money) : '–');
}

export function usePeriodText(): (period: string | undefined) => string {
  const t = useT();
  return (period) => (period && (BUDGET_PERIODS as readonly string[]).includes(period) ? t(`account.costcenter.period.${period}`) : (period ?? ''));
}

interface SelectFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<string | undefined, any, string[]>;
  label: string;
  options: { value: string; label: string }[];
  defaultValue?: string;
  /** The first, empty option's text (a prompt to choose). */
  prompt?: string;
}

export function SelectField({ field, label, options, defaultValue, prompt }: SelectFieldProps) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="form-field">
      <label htmlFor={field.id}>
        {label}
        <RequiredMark />
      </label>
      <select key={key} {...props} required defaultValue={field.initialValue ?? defaultValue ?? ''}>
        {prompt !== undefined && <option value="">{prompt}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function PeriodField({ field, defaultValue }: { field: SelectFieldProps['field']; defaultValue?: string }) {
  const t = useT();
  const periodText = usePeriodText();
  return (
    <SelectField
      field={field}
      label={t('account.costcenter.budget_period.label')}
      options={BUDGET_PERIODS.map((period) => ({ value: period, label: periodText(period) }))}
      defaultValue={defaultValue ?? 'monthly'}
    />
  );
}
