// Product and category images, drawn as SVG on request and cached by clients for a year:
//   /INTERSHOP/static/WFS/{channel}/-/inSPIRED/{locale}/images/{typeID}/{sku}-{view}.svg
//   /INTERSHOP/static/WFS/{channel}/-/inSPIRED/{locale}/images/categories/{typeID}/{categoryUniqueId}.svg
import type { FastifyInstance, FastifyReply } from 'fastify';

import { renderProductImage } from '../images/product-image';
import type { CatalogServices } from '../domain/catalog-services';
import { staticBase } from '../domain/icm-uris';
import { isLocale } from '../domain/locales';
import type { ImageKind } from '../seed/catalog-types';
import { notFound } from '../http/icm-errors';

const PRODUCT_IMAGE_FILE = /^(.+)-(front|back|side)\.svg$/;
const CATEGORY_IMAGE_FILE = /^(.+)\.svg$/;
const CATEGORY_COLORS = ['#1f5f8b', '#2e7d32', '#8e24aa', '#c62828', '#ef6c00', '#00838f', '#5d4037', '#3949ab'];

function imageNotFound() {
  return notFound('image.not_found.error', 'The image could not be found.');
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}

/** A stable colour per category, so each category keeps its look. */
function categoryColor(uniqueId: string): string {
  let hash = 0;
  for (const character of uniqueId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return CATEGORY_COLORS[hash % CATEGORY_COLORS.length];
}

export function registerImageRoutes(app: FastifyInstance, services: CatalogServices, channel: string): void {
  const base = `${staticBase(channel)}/:locale/images`;

  app.get<{ Params: { locale: string; typeId: string; file: string } }>(`${base}/:typeId/:file`, async (request, reply) => {
    const { locale, typeId, file } = request.params;
    const match = PRODUCT_IMAGE_FILE.exec(file);
    const type = services.imageTypes.find(typeId);
    if (!isLocale(locale) || !match || !type) throw imageNotFound();
    const [, sku, view] = match;
    const image = services.products.imageOf(sku, view, locale);
    if (!image) throw imageNotFound();
    return sendSvg(
      reply,
      renderProductImage({
        kind: image.kind as ImageKind,
        color: image.color,
        view: view as 'front' | 'back' | 'side',
        size: type.size,
        label: image.name,
      }),
    );
  });

  app.get<{ Params: { locale: string; typeId: string; file: string } }>(
    `${base}/categories/:typeId/:file`,
    async (request, reply) => {
      const { locale, typeId, file } = request.params;
      const match = CATEGORY_IMAGE_FILE.exec(file);
      const type = services.imageTypes.find(typeId);
      if (!isLocale(locale) || !match || !type) throw imageNotFound();
      const category = services.categories.byUniqueId(match[1], locale);
      if (!category) throw imageNotFound();
      return sendSvg(
        reply,
        renderProductImage({
          kind: (category.imageKind ?? 'generic') as ImageKind,
          color: categoryColor(category.uniqueId),
          view: 'front',
          size: type.size,
          label: category.name,
        }),
      );
    },
  );
}
