import { Link } from 'react-router';
import type { AttributeValue } from '~/commerce/models/attribute';
import { productHref } from '~/features/catalog/product-views';
import { formatAttributeValue } from '~/features/catalog/format-attribute';
import { ProductPrice } from '~/features/pricing/ProductPrice';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import type { ComparePageData, CompareProduct } from './compare.server';
import { CompareToggle } from './CompareToggle';

// /compare: the compared products side by side (the PWA's compare table): image and name with a remove
// button (the same toggle as on tiles), item number, price, manufacturer, then a row per attribute all of them have and a cell per
// product with the attributes only it has. Wide lists scroll sideways instead of paging.

export function ComparePage({ data }: { data: ComparePageData }) {
  const t = useT();
  const { locale, href } = useShopLocale();
  const { products, prices, commonAttributes } = data;
  const format = (value: AttributeValue) => formatAttributeValue(value, { locale: locale.intl, yes: t('common.yes'), no: t('common.no') });
  const valueOf = (product: CompareProduct, name: string) => {
    const attribute = product.attributes.find((entry) => entry.name === name);
    return attribute ? format(attribute.value) : '';
  };
  const shared = new Set(commonAttributes);
  return (
    <div className="compare-page">
      <h1>{t('product.compare.link')}</h1>
      {products.length === 0 ? (
        <p>{t('product.compare.no_product_selected.message')}</p>
      ) : (
        <>
          <p>{t('product.compare.selected_product_count.message', { count: products.length })}</p>
          <div className="table-compare">
            <table>
              <caption className="visually-hidden">{t('product.compare.table.caption')}</caption>
              <thead>
                <tr>
                  <td />
                  {products.map(({ card }) => {
                    const image = card.images[0];
                    return (
                      <th key={card.sku} scope="col">
                        {image && <img src={image.url} alt="" width="120" height="120" loading="lazy" decoding="async" />}
                        <Link to={href(productHref(card))}>{card.name}</Link>
                        <CompareToggle sku={card.sku} name={card.name} />
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('product.itemNumber.label')}</th>
                  {products.map(({ card }) => (
                    <td key={card.sku}>{card.sku}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('product.compare.price.label')}</th>
                  {products.map(({ card }) => (
                    <td key={card.sku}>
                      <ProductPrice prices={prices[card.sku]} />
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('product.manufacturer.label')}</th>
                  {products.map(({ card }) => (
                    <td key={card.sku}>{card.manufacturer}</td>
                  ))}
                </tr>
                {commonAttributes.map((name) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    {products.map((product) => (
                      <td key={product.card.sku}>{valueOf(product, name)}</td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('product.compare.specific_attributes.label')}</th>
                  {products.map((product) => (
                    <td key={product.card.sku}>
                      <dl>
                        {product.attributes
                          .filter((attribute) => !shared.has(attribute.name))
                          .map((attribute) => (
                            <div key={attribute.name}>
                              <dt>{attribute.name}</dt>
                              <dd>{format(attribute.value)}</dd>
                            </div>
                          ))}
                      </dl>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
