// Product attachments: /INTERSHOP/static/WFS/{channel}/-/inSPIRED/{locale}/manuals/{fileName}
import type { FastifyInstance } from 'fastify';

import { renderAttachmentPdf } from '../domain/attachment-document';
import type { CatalogServices } from '../domain/catalog-services';
import { staticBase } from '../domain/icm-uris';
import { isLocale } from '../domain/locales';
import { notFound } from '../http/icm-errors';

export function registerAttachmentRoutes(app: FastifyInstance, services: CatalogServices, channel: string): void {
  app.get<{ Params: { locale: string; file: string } }>(
    `${staticBase(channel)}/:locale/manuals/:file`,
    async (request, reply) => {
      const { locale, file } = request.params;
      const attachment = isLocale(locale) ? services.products.attachmentByFileName(file, locale) : undefined;
      if (!attachment) throw notFound('attachment.not_found.error', `The attachment '${file}' could not be found.`);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('application/pdf')
        .send(renderAttachmentPdf({ title: attachment.name, subtitle: attachment.productName, body: attachment.description }));
    },
  );
}
