import { Link } from 'react-router';
import { productPath } from '~/features/catalog/catalog-urls';
import type { VariationOption } from '~/features/catalog/variation-options';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';

// Every value is a link to the variation it leads to, so choosing works without JavaScript.
export function VariationSelector({ options, categoryUniqueId }: { options: VariationOption[]; categoryUniqueId?: string }) {
  const t = useT();
  const { href } = useShopLocale();
  return (
    <div className="variation-selector">
      {options.map((option) => (
        <fieldset key={option.attributeId}>
          <legend>
            {option.name}: <strong>{option.values.find((value) => value.selected)?.value}</strong>
          </legend>
          <ul className={`variation-values variation-${option.attributeType ?? 'default'}`}>
            {option.values.map((value) => {
              const to = href(
                productPath(
                  { sku: value.sku, name: value.name, variationValues: value.attributes.map((attribute) => attribute.value) },
                  categoryUniqueId ? { uniqueId: categoryUniqueId } : undefined,
                ),
              );
              const isColor = option.attributeType?.includes('colorCode') && value.metaData?.startsWith('#');
              return (
                <li key={value.value}>
                  <Link
                    to={to}
                    replace
                    preventScrollReset
                    aria-current={value.selected ? 'true' : undefined}
                    aria-label={t('product.variation.select.label', { name: option.name, value: value.value })}
                    className={value.selected ? 'variation-value selected' : 'variation-value'}
                  >
                    {isColor && (
                      <svg className="swatch" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                        <circle cx="10" cy="10" r="9" fill={value.metaData} stroke="currentColor" strokeOpacity="0.3" />
                      </svg>
                    )}
                    <span>{value.value}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
