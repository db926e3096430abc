import { useState } from 'react';
import type { Image } from '~/commerce/models/image';
import { useT } from '~/i18n/use-t';

/** Main image in size L; the other views as thumbnails. Without JavaScript a thumbnail opens the large image. */
export function ProductGallery({ images, productName }: { images: Image[]; productName: string }) {
  const t = useT();
  const views = [...new Set(images.map((image) => image.viewID))];
  const primaryView = images.find((image) => image.primary)?.viewID ?? views[0];
  const [selectedView, setSelectedView] = useState(primaryView);
  const bySize = (view: string | undefined, typeID: string) => images.find((image) => image.viewID === view && image.typeID === typeID);
  const main = bySize(selectedView, 'L') ?? images[0];
  if (!main) return <div className="product-gallery no-image">{t('product.image.not_available')}</div>;
  const zoom = bySize(selectedView, 'ZOOM') ?? bySize(selectedView, 'XL');
  // Known views (front, back, …) have translated names; any other view id is shown as it is.
  const viewAlt = (view: string) =>
    t(`product.image.view.${view}.alt`, { name: productName, defaultValue: t('product.image.view.alt', { name: productName, view }) });
  return (
    <div className="product-gallery">
      <a href={zoom?.url ?? main.url} className="main-image">
        <img src={main.url} alt={productName} width="247" height="247" fetchPriority="high" />
      </a>
      {views.length > 1 && (
        <ul className="thumbnails" aria-label={t('product.images.label')}>
          {views.map((view) => {
            const thumbnail = bySize(view, 'S');
            const large = bySize(view, 'XL') ?? bySize(view, 'L');
            if (!thumbnail) return null;
            return (
              <li key={view}>
                <a
                  href={large?.url ?? thumbnail.url}
                  aria-current={view === selectedView ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setSelectedView(view);
                  }}
                >
                  <img src={thumbnail.url} alt={viewAlt(view)} width="100" height="100" loading="lazy" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
