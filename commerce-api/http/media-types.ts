// ICM's versioned media types (application/vnd.intershop.pricing.v1+json): accepted as request
// bodies, and echoed as the response type when the client asked for one.
import type { FastifyInstance } from 'fastify';

const VENDOR_JSON = /application\/vnd\.intershop\.[\w.-]+\+json/;
const VENDOR_JSON_BODY = /^application\/vnd\.intershop\.[\w.-]+\+json/;

export function installIcmMediaTypes(app: FastifyInstance): void {
  app.addContentTypeParser(VENDOR_JSON_BODY, { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('The request body is no valid JSON.'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!contentType.startsWith('application/json')) return payload;
    const accepted = VENDOR_JSON.exec(request.headers.accept ?? '');
    if (accepted) reply.header('content-type', `${accepted[0]}; charset=utf-8`);
    return payload;
  });
}
