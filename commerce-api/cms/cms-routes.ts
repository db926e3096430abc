// ICM's CMS calls as the PWA sends them (with ;pgid= on the resource, removed before routing):
// cms/includes/{id}, cms/pages/{id}, cms/pagelets/{id}, cms/pagetree/{rootId}?depth= and
// cms/viewcontexts/{id}[@{resourceSetId}]/entrypoint?{call parameters}.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { notFound } from '../http/icm-errors';
import { Text, WholeNumber } from '../http/schemas';
import type { CmsStore } from './cms-store';

const MAX_TREE_DEPTH = 10;
const IdParams = Type.Object({ id: Text });

export function registerCmsRoutes(app: FastifyInstance, stores: { cms: CmsStore }): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const context = (request: { icm: { channel: string; locale: string } }) => ({ channel: request.icm.channel, locale: request.icm.locale });

  typed.get('/cms/includes/:id', { schema: { params: IdParams } }, async request => {
    const include = stores.cms.entryPoint('include', request.params.id, context(request));
    if (!include) throw notFound('cms.include.not_found.error', `The include '${request.params.id}' could not be found.`);
    return include;
  });

  typed.get('/cms/pages/:id', { schema: { params: IdParams } }, async request => {
    const page = stores.cms.entryPoint('page', request.params.id, context(request));
    if (!page) throw notFound('cms.page.not_found.error', `The page '${request.params.id}' could not be found.`);
    return page;
  });

  typed.get('/cms/pagelets/:id', { schema: { params: IdParams } }, async request => {
    const pagelet = stores.cms.pagelet(request.params.id, context(request));
    if (!pagelet) throw notFound('cms.pagelet.not_found.error', `The pagelet '${request.params.id}' could not be found.`);
    return pagelet;
  });

  // The call parameters (Category=…, Product=…) choose the content assigned for that object; none is assigned yet.
  typed.get('/cms/viewcontexts/:id/entrypoint', { schema: { params: IdParams } }, async request => {
    const [id, resourceSetId] = request.params.id.split('@', 2);
    const entryPoint = stores.cms.viewContextEntryPoint(id, resourceSetId, context(request));
    if (!entryPoint) throw notFound('cms.viewcontext.not_found.error', `The view context '${request.params.id}' could not be found.`);
    return entryPoint;
  });

  typed.get(
    '/cms/pagetree/:id',
    { schema: { params: IdParams, querystring: Type.Object({ depth: Type.Optional(WholeNumber(0, MAX_TREE_DEPTH)) }) } },
    async request => {
      const tree = stores.cms.pageTree(request.params.id, request.query.depth ?? MAX_TREE_DEPTH, context(request));
      if (!tree) throw notFound('cms.page.not_found.error', `The page '${request.params.id}' could not be found.`);
      return tree;
    },
  );
}
