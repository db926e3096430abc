// Confirming a personal data request from its mail's link (gdpr.v1): PUT
// gdpr-requests/{requestID}/confirmations with {hash}. No login is needed; the hash is the proof.
// The first confirmation answers the info cause gdpr_request.confirmed.info, a later one
// gdpr_request.already_confirmed.info (the PWA reads the first info's first cause and thanks
// only for the first). An unknown id, a wrong hash and an expired link are one 404 (the PWA's
// "expired link"); a cancelled request is 422.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { IcmError, notFound } from '../../http/icm-errors';
import { Text } from '../../http/schemas';
import type { PersonalDataRequests } from './personal-data-requests';

export interface PersonalDataRequestRouteStores {
  personalDataRequests: PersonalDataRequests;
}

const ConfirmationParams = Type.Object({ requestId: Text });
const ConfirmationBody = Type.Object({ hash: Type.String({ minLength: 1, maxLength: 200 }) });

const INFOS = {
  confirmed: { code: 'gdpr_request.confirmed.info', message: 'The personal data request is confirmed.' },
  'already-confirmed': { code: 'gdpr_request.already_confirmed.info', message: 'The personal data request was confirmed before.' },
} as const;

export function registerPersonalDataRequestRoutes(app: FastifyInstance, stores: PersonalDataRequestRouteStores): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.put(
    '/gdpr-requests/:requestId/confirmations',
    { schema: { params: ConfirmationParams, body: ConfirmationBody } },
    async request => {
      const { hash } = request.body;
      const outcome = stores.personalDataRequests.confirm(request.params.requestId, hash);
      if (outcome === 'not-found') {
        throw notFound('gdpr_request.not_found.error', 'The personal data request was not found or its link has expired.');
      }
      if (outcome === 'not-confirmable') {
        throw new IcmError(422, 'gdpr_request.confirmation.failed', 'The personal data request cannot be confirmed.', [
          { code: 'gdpr_request.cancelled.error', message: 'The personal data request was cancelled.' },
        ]);
      }
      const info = INFOS[outcome];
      return { data: [{ hash }], infos: [{ status: '200', ...info, causes: [info] }] };
    },
  );
}
