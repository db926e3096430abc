// Product attachments: /INTERSHOP/static/WFS/{channel}/-/inSPIRED/{locale}/manuals/{fileName}
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { notFound } from '../../http/icm-errors';
import { NoQuery, Text } from '../../http/schemas';
import { isLocale } from '../../reference/locales';
import { staticBase } from '../icm-uris';
import type { ProductStore } from '../products/product-store';
import { renderAttachmentPdf } from './attachment-document';

const AttachmentParams = Type.Object({ locale: Text, file: Text });

export function registerAttachmentRoutes(app: FastifyInstance, stores: { products: ProductStore }, channel: string): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    `${staticBase(channel)}/:locale/manuals/:file`,
    { schema: { params: AttachmentParams, querystring: NoQuery } },
    async (request, reply) => {
      const { locale, file } = request.params;
      const attachment = isLocale(locale) ? stores.products.attachmentByFileName(file, locale) : undefined;
      if (!attachment) throw notFound('attachment.not_found.error', `The attachment '${file}' could not be found.`);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('application/pdf')
        .send(renderAttachmentPdf({ title: attachment.name, subtitle: attachment.productName, body: attachment.description }));
    },
  );
}
