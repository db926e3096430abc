import { z } from 'zod';

import { lenientString } from './lenient-scalars';
import { linkDataSchema } from './link';
import { absoluteIcmUrl, type MappingContext } from './mapping-context';

export interface Attachment {
  name: string;
  type: string;
  key: string;
  description?: string;
  url: string;
}

export const attachmentDataSchema = z.looseObject({
  name: lenientString.optional(),
  type: lenientString.optional(),
  key: lenientString.optional(),
  description: lenientString.optional(),
  link: linkDataSchema.nullish(),
  /** Some releases send `uri: false`, hence no string schema here. */
  uri: z.unknown().optional(),
  value: lenientString.optional(),
});
export type AttachmentData = z.infer<typeof attachmentDataSchema>;

export function mapAttachment(data: AttachmentData, context?: MappingContext): Attachment | undefined {
  const uri = data.link?.uri ?? (typeof data.uri === 'string' ? data.uri : undefined);
  const url = absoluteIcmUrl(uri && !/^(https?:)?\//.test(uri) ? `/${uri}` : uri, context);
  if (!url) return undefined;
  const attachment: Attachment = {
    name: data.name ?? data.link?.title ?? data.key ?? url,
    type: data.type ?? '',
    key: data.key ?? data.name ?? url,
    url,
  };
  if (data.description) attachment.description = data.description;
  return attachment;
}

export function mapAttachments(data: AttachmentData[] | null | undefined, context?: MappingContext): Attachment[] {
  return (data ?? []).map(d => mapAttachment(d, context)).filter((a): a is Attachment => !!a);
}
