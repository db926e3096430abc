// Product and category images, drawn as SVG on request and cached by clients for a year:
//   /INTERSHOP/static/WFS/{channel}/-/inSPIRED/{locale}/images/{typeID}/{sku}-{view}.svg
//   /INTERSHOP/static/WFS/{channel}/-/inSPIRED/{locale}/images/categories/{typeID}/{categoryUniqueId}.svg
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { notFound } from '../../http/icm-errors';
import { NoQuery, Text } from '../../http/schemas';
import { isLocale } from '../../reference/locales';
import type { CategoryStore } from '../categories/category-store';
import type { ImageKind } from '../catalog-types';
import { staticBase } from '../icm-uris';
import type { ProductStore } from '../products/product-store';
import type { ImageTypes } from './image-types';
import { renderProductImage } from './product-image';

export interface ImageRouteStores {
  imageTypes: ImageTypes;
  products: ProductStore;
  categories: CategoryStore;
}

const ImageParams = Type.Object({ locale: Text, typeId: Text, file: Text });
const schema = { params: ImageParams, querystring: NoQuery };

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

export function registerImageRoutes(app: FastifyInstance, stores: ImageRouteStores, channel: string): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `${staticBase(channel)}/:locale/images`;

  typed.get(`${base}/:typeId/:file`, { schema }, async (request, reply) => {
    const { locale, typeId, file } = request.params;
    const match = PRODUCT_IMAGE_FILE.exec(file);
    const type = stores.imageTypes.find(typeId);
    if (!isLocale(locale) || !match || !type) throw imageNotFound();
    const [, sku, view] = match;
    const image = stores.products.imageOf(sku, view, locale);
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

  typed.get(
    `${base}/categories/:typeId/:file`,
    { schema },
    async (request, reply) => {
      const { locale, typeId, file } = request.params;
      const match = CATEGORY_IMAGE_FILE.exec(file);
      const type = stores.imageTypes.find(typeId);
      if (!isLocale(locale) || !match || !type) throw imageNotFound();
      const category = stores.categories.byUniqueId(match[1], locale);
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
