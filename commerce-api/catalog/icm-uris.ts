// Resource URIs as ICM writes them in links ("inSPIRED-inTRONICS-Site/-/products/123") and the
// host-relative static URLs of images and attachments.

export interface UriContext {
  channel: string;
  locale: string;
}

const restBase = (channel: string) => `${channel}/-`;

export function categoryPath(uniqueId: string): string {
  return uniqueId.split('.').map(encodeURIComponent).join('/');
}

export function categoryUri(channel: string, uniqueId: string): string {
  return `${restBase(channel)}/categories/${categoryPath(uniqueId)}`;
}

export function productUri(channel: string, sku: string): string {
  return `${restBase(channel)}/products/${encodeURIComponent(sku)}`;
}

export function categoryProductUri(channel: string, categoryUniqueId: string, sku: string): string {
  return `${categoryUri(channel, categoryUniqueId)}/products/${encodeURIComponent(sku)}`;
}

export function promotionUri(channel: string, promotionId: string): string {
  return `${restBase(channel)}/promotions/${encodeURIComponent(promotionId)}`;
}

export function productFiltersUri(channel: string, categoryUniqueId?: string): string {
  return categoryUniqueId
    ? `${categoryUri(channel, categoryUniqueId)}/productfilters`
    : `${restBase(channel)}/productfilters`;
}

export function staticBase(channel: string): string {
  return `/INTERSHOP/static/WFS/${channel}/-/inSPIRED`;
}

export function productImageUrl(context: UriContext, typeId: string, sku: string, view: string): string {
  return `${staticBase(context.channel)}/${context.locale}/images/${typeId}/${encodeURIComponent(sku)}-${view}.svg`;
}

export function categoryImageUrl(context: UriContext, typeId: string, uniqueId: string): string {
  return `${staticBase(context.channel)}/${context.locale}/images/categories/${typeId}/${encodeURIComponent(uniqueId)}.svg`;
}

export function attachmentUrl(context: UriContext, fileName: string): string {
  return `${staticBase(context.channel)}/${context.locale}/manuals/${encodeURIComponent(fileName)}`;
}
