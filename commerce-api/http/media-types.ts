// ICM's versioned media types (application/vnd.intershop.pricing.v1+json): accepted as request
// bodies, and echoed as the response type when the client asked for one.
import type { FastifyInstance } from 'fastify';

const VENDOR_JSON = /application\/vnd\.intershop\.[\w.-]+\+json/;
const VENDOR_JSON_BODY = /^application\/vnd\.intershop\.[\w.-]+\+json/;

export function installIcmMediaTypes(app: FastifyInstance): void {
  // the default JSON parser, so vendor bodies get the same prototype-poisoning protection
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(VENDOR_JSON_BODY, { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!contentType.startsWith('application/json')) return payload;
    const accepted = VENDOR_JSON.exec(request.headers.accept ?? '');
    if (accepted) reply.header('content-type', `${accepted[0]}; charset=utf-8`);
    return payload;
  });
}
