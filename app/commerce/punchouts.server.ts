// Punchout administration (the PWA's PunchoutService, business-and-integration §7.3) for holders of
// APP_B2B_MANAGE_PUNCHOUT: the standards the company offers, its punchout users per standard, the
// OCI configuration with its formatters and placeholders, and a cXML user's configuration. Media
// types (media-types.ts) as the PWA sends them: punchout.v2, and punchout.cxml.v3 for the cXML users.
// The company's punchout settings are the bundled API's own resource; an ICM without it answers 404.
import { z } from 'zod';

import { linkedId } from './addresses.server';
import { isCommerceError } from './errors';
import type { Transport } from './icm-transport.server';
import { linkCollectionDataSchema } from './models/link';
import {
  type CxmlConfigurationEntry,
  cxmlConfigurationDataSchema,
  isPunchoutType,
  mapCxmlConfiguration,
  mapOciConfiguration,
  mapOciOptions,
  mapPunchoutSettings,
  mapPunchoutUser,
  type OciConfigurationItem,
  type OciOptions,
  ociConfigurationDataSchema,
  ociOptionsDataSchema,
  PUNCHOUT_RESOURCES,
  type PunchoutSettings,
  punchoutSettingsDataSchema,
  type PunchoutType,
  type PunchoutUser,
  punchoutTypeDataSchema,
  punchoutUserDataSchema,
} from './models/punchout';

/** What an account admin sets on a punchout user (the password only when it changes). */
export interface PunchoutUserInput {
  email: string;
  active: boolean;
  password?: string;
}

const anyAnswer = z.unknown();
const punchoutsPath = (customerNo: string) => `customers/${encodeURIComponent(customerNo)}/punchouts`;
const usersPath = (customerNo: string, type: PunchoutType) => `${punchoutsPath(customerNo)}/${PUNCHOUT_RESOURCES[type]}/users`;
const userPath = (customerNo: string, type: PunchoutType, login: string) => `${usersPath(customerNo, type)}/${encodeURIComponent(login)}`;
const decodedLinkId = (uri: string | undefined) => {
  const id = linkedId(uri);
  return id === undefined ? undefined : decodeURIComponent(id);
};

export function createPunchoutsResource(t: Transport) {
  const user = async (customerNo: string, type: PunchoutType, login: string): Promise<PunchoutUser> =>
    mapPunchoutUser(await t.request(userPath(customerNo, type, login), { schema: punchoutUserDataSchema }), type, login);

  return {
    /**
     * `GET …/punchouts` (a Link per standard), each resolved as the PWA does: the standards the company
     * offers, in that order. An ICM without the punchout extension answers 404: it offers none.
     */
    async types(customerNo: string): Promise<PunchoutType[]> {
      let links;
      try {
        links = await t.request(punchoutsPath(customerNo), { schema: linkCollectionDataSchema });
      } catch (error) {
        if (isCommerceError(error, 404)) return [];
        throw error;
      }
      const resources = (links.elements ?? []).map((link) => decodedLinkId(link.uri)).filter((resource): resource is string => !!resource);
      const documents = await Promise.all(resources.map((resource) => t.request(`${punchoutsPath(customerNo)}/${encodeURIComponent(resource)}`, { schema: punchoutTypeDataSchema })));
      return documents.map((document) => document.punchoutType).filter(isPunchoutType);
    },

    /** `GET …/{type}/users` (a Link per user), each user resolved; sorted by login. */
    async users(customerNo: string, type: PunchoutType): Promise<PunchoutUser[]> {
      const links = await t.request(usersPath(customerNo, type), { schema: linkCollectionDataSchema });
      const logins = (links.elements ?? []).map((link) => decodedLinkId(link.uri)).filter((login): login is string => !!login);
      const users = await Promise.all(logins.map((login) => user(customerNo, type, login)));
      return users.sort((a, b) => a.login.localeCompare(b.login));
    },

    /** `GET …/{type}/users/{login}`: 404 for a login that is no punchout user of this standard at the company. */
    user,

    /** `POST …/{type}/users`: a new punchout user (409 when the login is taken). */
    async createUser(customerNo: string, type: PunchoutType, login: string, input: PunchoutUserInput & { password: string }): Promise<void> {
      await t.request(usersPath(customerNo, type), { method: 'POST', body: { login, ...input, punchoutType: type }, schema: anyAnswer });
    },

    /** `PUT …/{type}/users/{login}`: the whole user, as the PWA sends it; without a password the password stays. */
    async updateUser(customerNo: string, type: PunchoutType, login: string, input: PunchoutUserInput): Promise<PunchoutUser> {
      const data = await t.request(userPath(customerNo, type, login), {
        method: 'PUT',
        body: { login, ...input, punchoutType: type },
        schema: punchoutUserDataSchema
      });
      return mapPunchoutUser(data, type, login);
    },

    /** `DELETE …/{type}/users/{login}`. */
    async deleteUser(customerNo: string, type: PunchoutType, login: string): Promise<void> {
      await t.request(userPath(customerNo, type, login), { method: 'DELETE', schema: anyAnswer });
    },

    /** `GET …/oci5`: the formatters and placeholders an OCI configuration may use, sorted. */
    async ociOptions(customerNo: string): Promise<OciOptions> {
      return mapOciOptions(await t.request(`${punchoutsPath(customerNo)}/oci5`, { schema: ociOptionsDataSchema }));
    },

    /** `GET …/oci5/configurations`: every NEW_ITEM field, in the order of the OCI field list. */
    async ociConfiguration(customerNo: string): Promise<OciConfigurationItem[]> {
      return mapOciConfiguration(await t.request(`${punchoutsPath(customerNo)}/oci5/configurations`, { schema: ociConfigurationDataSchema }));
    },

    /** `PUT …/oci5/configurations` (`{items}`): answers the whole configuration; 400 with the reason in its body. */
    async updateOciConfiguration(customerNo: string, items: OciConfigurationItem[]): Promise<OciConfigurationItem[]> {
      const data = await t.request(`${punchoutsPath(customerNo)}/oci5/configurations`, { method: 'PUT', body: { items }, schema: ociConfigurationDataSchema });
      return mapOciConfiguration(data);
    },

    /**
     * `GET …/punchouts/settings` (our extension; read by managers and the company's punchout users):
     * undefined where the commerce system has no such resource (404), as a real ICM.
     */
    async settings(customerNo: string): Promise<PunchoutSettings | undefined> {
      try {
        return mapPunchoutSettings(await t.request(`${punchoutsPath(customerNo)}/settings`, { schema: punchoutSettingsDataSchema }));
      } catch (error) {
        if (isCommerceError(error, 404)) return undefined;
        throw error;
      }
    },

    /** `PUT …/punchouts/settings`: the whole document; answers it as stored, 400 naming the attribute it refuses. */
    async updateSettings(customerNo: string, settings: PunchoutSettings): Promise<PunchoutSettings> {
      return mapPunchoutSettings(await t.request(`${punchoutsPath(customerNo)}/settings`, { method: 'PUT', body: settings, schema: punchoutSettingsDataSchema }));
    },

    /** `GET …/cxml1.2/users/{login}/configurations`: the entries with their descriptions and defaults. */
    async cxmlConfiguration(customerNo: string, login: string): Promise<CxmlConfigurationEntry[]> {
      const data = await t.request(`${userPath(customerNo, 'cxml', login)}/configurations`, { schema: cxmlConfigurationDataSchema });
      return mapCxmlConfiguration(data);
    },

    /** `PATCH …/cxml1.2/users/{login}/configurations` (`[{name, value}]`; an entry's default value brings the default back): answers the whole configuration. */
    async updateCxmlConfiguration(customerNo: string, login: string, entries: { name: string; value: string }[]): Promise<CxmlConfigurationEntry[]> {
      const data = await t.request(`${userPath(customerNo, 'cxml', login)}/configurations`, {
        method: 'PATCH',
        body: entries,
        schema: cxmlConfigurationDataSchema
      });
      return mapCxmlConfiguration(data);
    },
  };
}

export type PunchoutsResource = ReturnType<typeof createPunchoutsResource>;
