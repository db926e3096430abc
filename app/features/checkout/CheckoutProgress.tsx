import { Link } from 'react-router';
import { useShopLocale } from '~/i18n/use-shop-locale';
import { useT } from '~/i18n/use-t';
import { type CheckoutStepId, PROGRESS_STEPS, stepIndex } from './checkout-steps';

/** The checkout's steps: done ones are links back, the current one is marked for assistive technology. */
export function CheckoutProgress({ current }: { current: CheckoutStepId | 'receipt' }) {
  const t = useT();
  const { href } = useShopLocale();
  const currentIndex = current === 'receipt' ? Infinity : stepIndex(current);
  return (
    <nav className="checkout-progress" aria-label={t('checkout.progress.label')}>
      <ol>
        {PROGRESS_STEPS.map((step) => {
          const label = t(`checkout.progress.${step.id}`);
          const index = stepIndex(step.id);
          if (step.id === current) {
            return (
              <li key={step.id} className="current" aria-current="step">
                {label}
              </li>
            );
          }
          return (
            <li key={step.id} className={index < currentIndex ? 'done' : 'todo'}>
              {index < currentIndex && current !== 'receipt' ? <Link to={href(step.path)}>{label}</Link> : label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
