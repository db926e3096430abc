// ICM image descriptors: every image type (S, M, L, XL, ZOOM) for every view of a product.
import type { Db } from '../../db/open-database';
import { categoryImageUrl, productImageUrl, type UriContext } from '../icm-uris';

export interface ImageType {
  typeId: string;
  size: number;
}

export interface ImageData {
  effectiveUrl: string;
  imageActualHeight: number;
  imageActualWidth: number;
  name: string;
  primaryImage: boolean;
  type: 'Image';
  typeID: string;
  viewID: string;
}

export const LISTING_IMAGE_TYPE = 'M';
export const CATEGORY_IMAGE_TYPES = ['S', 'M', 'L'];

export function createImageTypes(db: Db) {
  const all = db.prepare('SELECT type_id AS typeId, size FROM image_types ORDER BY position');
  const one = db.prepare('SELECT type_id AS typeId, size FROM image_types WHERE type_id = ?');
  return {
    all: () => all.all() as ImageType[],
    find: (typeId: string) => one.get(typeId) as ImageType | undefined,
  };
}

export type ImageTypes = ReturnType<typeof createImageTypes>;

function imageData(effectiveUrl: string, type: ImageType, view: string, primary: boolean): ImageData {
  return {
    effectiveUrl,
    imageActualHeight: type.size,
    imageActualWidth: type.size,
    name: `${view} ${type.typeId}`,
    primaryImage: primary,
    type: 'Image',
    typeID: type.typeId,
    viewID: view,
  };
}

/** The first view is the primary one. */
export function productImages(context: UriContext, sku: string, views: string[], types: ImageType[]): ImageData[] {
  return views.flatMap((view, index) =>
    types.map(type => imageData(productImageUrl(context, type.typeId, sku, view), type, view, index === 0)),
  );
}

export function categoryImages(context: UriContext, uniqueId: string, types: ImageType[]): ImageData[] {
  return types
    .filter(type => CATEGORY_IMAGE_TYPES.includes(type.typeId))
    .map(type => imageData(categoryImageUrl(context, type.typeId, uniqueId), type, 'front', true));
}
