import { Form, Link, useLocation, useNavigation } from 'react-router';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { productPath } from '~/features/catalog/catalog-urls';
import { ProductPrice } from '~/features/pricing/ProductPrice';
import { FieldErrors, Messages, pendingProps } from '~/forms/FormParts';
import { INTENT_FIELD } from '~/forms/form-reply';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { CSV_MAX_LINES } from './quick-order-csv-limits';
import type { QuickOrderAnswer } from './quick-order.server';
import type { RowView } from './resolve-rows.server';
import { SkuField } from './SkuField';

const ROWS_FORM_ID = 'quick-order-rows';

/** What one row found: the product with its price and stock, or the candidates to choose one from (its SKU on the next check). */
function RowResult({ row, index }: { row: RowView; index: number }) {
  const t = useT();
  const { href } = useShopLocale();
  const { product, candidates } = row;
  if (product) {
    const image = product.images[0];
    return (
      <div className="quick-order-product">
        {image && <img src={image.url} alt="" width="64" height="64" loading="lazy" decoding="async" />}
        <div>
          <Link to={href(productPath(product))}>{product.name}</Link>
          <p className="product-sku">{t('quickorder.row.sku.text', { sku: product.sku })}</p>
          <ProductPrice prices={product.prices} />
          <p className={`stock-status stock-status-${product.available ? 1 : 3}`}>{t(product.available ? 'product.stock.in_stock.text' : 'product.stock.out_of_stock.text')}</p>
        </div>
      </div>
    );
  }
  if (!candidates?.length) return null;
  return (
    <fieldset className="quick-order-candidates">
      <legend>{t('quickorder.row.candidates.label', { row: index + 1 })}</legend>
      {candidates.map((candidate) => {
        const id = `quick-order-row-${index}-choice-${candidate.sku}`;
        return (
          <div key={candidate.sku} className="choice">
            <input id={id} type="radio" name={`rows[${index}].choice`} value={candidate.sku} />
            <label htmlFor={id}>{t('quickorder.row.candidate.text', { name: candidate.name, sku: candidate.sku })}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The rows form: item number and quantity per row, the result of each, and the three buttons. */
function RowsForm({ rows }: { rows: RowView[] }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.has('rows[0].sku') === true;
  return (
    <Form method="post" id={ROWS_FORM_ID} aria-label={t('quickorder.rows.label')} className="quick-order-rows">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('quickorder.row.sku.heading')}</th>
            <th scope="col">{t('quickorder.row.quantity.heading')}</th>
            <th scope="col">{t('quickorder.row.product.heading')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const id = `quick-order-row-${index}`;
            const errorId = row.error ? `${id}-error` : undefined;
            const quantityError = row.error?.key.startsWith('product.quantity.') === true;
            return (
              <tr key={index}>
                <td data-label={t('quickorder.row.sku.heading')}>
                  <SkuField
                    id={`${id}-sku`}
                    name={`rows[${index}].sku`}
                    label={t('quickorder.row.sku.label', { row: index + 1 })}
                    defaultValue={row.sku}
                    describedBy={quantityError ? undefined : errorId}
                  />
                </td>
                <td className="quantity-field" data-label={t('quickorder.row.quantity.heading')}>
                  <label htmlFor={`${id}-quantity`} className="visually-hidden">
                    {t('quickorder.row.quantity.label', { row: index + 1 })}
                  </label>
                  <input
                    id={`${id}-quantity`}
                    name={`rows[${index}].quantity`}
                    type="text"
                    inputMode="numeric"
                    maxLength={10}
                    defaultValue={row.sku ? row.quantity : String(row.product?.rules.min ?? 1)}
                    aria-invalid={quantityError || undefined}
                    aria-describedby={quantityError ? errorId : undefined}
                  />
                  {row.product && (
                    <p className="form-hint">
                      {t('quickorder.row.rules.text', { min: row.product.rules.min, max: row.product.rules.max, step: row.product.rules.step })}
                    </p>
                  )}
                </td>
                <td data-label={t('quickorder.row.product.heading')}>
                  <RowResult row={row} index={index} />
                  {errorId && <FieldErrors id={errorId} errors={[row.error!.key]} values={row.error!.values} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="form-actions">
        <button type="submit" name={INTENT_FIELD} value="add" className="button-primary" {...pendingProps(busy)}>
          {t('quickorder.add_all.button')}
        </button>
        <button type="submit" name={INTENT_FIELD} value="check" className="button-secondary" {...pendingProps(busy)}>
          {t('quickorder.check.button')}
        </button>
        <button type="submit" name={INTENT_FIELD} value="add-rows" className="button-secondary" {...pendingProps(busy)}>
          {t('quickorder.add_rows.button')}
        </button>
      </div>
    </Form>
  );
}

/** The CSV upload: a file of `sku,quantity` lines whose rows come back for review. */
function CsvForm({ lineProblems }: { lineProblems?: QuickOrderAnswer['lineProblems'] }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data';
  return (
    <section aria-labelledby="quick-order-csv-heading" className="quick-order-csv">
      <h2 id="quick-order-csv-heading">{t('quickorder.csv.heading')}</h2>
      <p id="quick-order-csv-hint" className="form-hint">
        {t('quickorder.csv.hint', { max: CSV_MAX_LINES })}
      </p>
      <Form method="post" encType="multipart/form-data" aria-labelledby="quick-order-csv-heading">
        <label htmlFor="quick-order-csv-file">{t('quickorder.csv.file.label')}</label>
        <input id="quick-order-csv-file" name="file" type="file" accept=".csv,text/csv,text/plain" required aria-describedby="quick-order-csv-hint" />
        <button type="submit" className="button-secondary" {...pendingProps(busy)}>
          {t('quickorder.csv.upload.button')}
        </button>
      </Form>
      {lineProblems && lineProblems.length > 0 && (
        <ul className="quick-order-line-problems" aria-label={t('quickorder.csv.lines.label')}>
          {lineProblems.map((problem) => (
            <li key={problem.line}>
              {t('quickorder.csv.line', { line: problem.line })} {t(problem.key, problem.values)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /quick-order: rows of item numbers and quantities, and the CSV upload (shopping-core §8). */
export function QuickOrderPage({ data, answer }: { data: QuickOrderAnswer & { title: string }; answer?: QuickOrderAnswer }) {
  const t = useT();
  const location = useLocation();
  const shown = answer ?? data;
  return (
    <div className="quick-order-page">
      <Breadcrumbs trail={[{ label: data.title }]} />
      <h1>{data.title}</h1>
      <p>{t('quickorder.page.intro')}</p>
      <Messages messages={shown.messages} />
      {/* A new answer is a new form: uncontrolled fields take the rows it brings. */}
      <RowsForm key={location.key} rows={shown.rows} />
      <CsvForm lineProblems={shown.lineProblems} />
    </div>
  );
}
