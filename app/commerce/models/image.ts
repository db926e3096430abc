import { z } from 'zod';

import { lenientBoolean, lenientNumber, lenientString } from './lenient-scalars';
import { absoluteIcmUrl, type MappingContext } from './mapping-context';

export interface Image {
  url: string;
  /** Size class: S 100, M 160, L 247, XL 427, ZOOM 2000 (spec §9). */
  typeID: 'S' | 'M' | 'L' | 'XL' | 'ZOOM' | (string & {});
  /** Perspective: front, back, side, … */
  viewID: string;
  primary: boolean;
  name?: string;
  width?: number;
  height?: number;
}

export const imageDataSchema = z.looseObject({
  effectiveUrl: lenientString.optional(),
  name: lenientString.optional(),
  type: lenientString.optional(),
  typeID: lenientString.optional(),
  viewID: lenientString.optional(),
  primaryImage: lenientBoolean.optional(),
  imageActualHeight: lenientNumber.optional(),
  imageActualWidth: lenientNumber.optional(),
});
export type ImageData = z.infer<typeof imageDataSchema>;

export function mapImage(data: ImageData, context?: MappingContext): Image | undefined {
  const url = absoluteIcmUrl(data.effectiveUrl, context);
  if (!url) return undefined;
  const image: Image = {
    url,
    typeID: data.typeID ?? 'M',
    viewID: data.viewID ?? 'front',
    primary: data.primaryImage ?? false,
  };
  if (data.name) image.name = data.name;
  if (data.imageActualWidth !== undefined) image.width = data.imageActualWidth;
  if (data.imageActualHeight !== undefined) image.height = data.imageActualHeight;
  return image;
}

export function mapImages(data: ImageData[] | null | undefined, context?: MappingContext): Image[] {
  return (data ?? []).map(d => mapImage(d, context)).filter((i): i is Image => !!i);
}

/** List stubs only carry one image URL: offer it as the primary front image in sizes M and S. */
export function imagesFromUrl(url: string | undefined, context?: MappingContext): Image[] {
  const absolute = absoluteIcmUrl(url, context);
  if (!absolute) return [];
  return (['M', 'S'] as const).map(typeID => ({ url: absolute, typeID, viewID: 'front', primary: true, name: `front ${typeID}` }));
}

/** The primary image of a size, falling back to any image of that size. */
export function primaryImage(images: Image[], typeID: Image['typeID']): Image | undefined {
  return images.find(i => i.typeID === typeID && i.primary) ?? images.find(i => i.typeID === typeID);
}
