// The area's pages as shop paths (without the locale prefix, which `href` adds), for links and breadcrumbs.
import type { PunchoutType } from '~/commerce/models/punchout';
import { CONFIRM_DELETE_PARAM, TYPE_PARAM } from './punchout-admin-form-ids';

export const PUNCHOUT_USERS = '/account/punchout';
export const OCI_CONFIGURATION = '/account/punchout/configuration';
export const PUNCHOUT_SETTINGS = '/account/punchout/settings';

export const usersPath = (type: PunchoutType) => `${PUNCHOUT_USERS}?${TYPE_PARAM}=${type}`;
export const createPath = (type: PunchoutType) => `${PUNCHOUT_USERS}/create?${TYPE_PARAM}=${type}`;
export const userPath = (type: PunchoutType, login: string, confirmDelete = false) =>
  `${PUNCHOUT_USERS}/${encodeURIComponent(login)}?${TYPE_PARAM}=${type}${confirmDelete ? `&${CONFIRM_DELETE_PARAM}=1` : ''}`;
export const cxmlConfigurationPath = (login: string) => `${PUNCHOUT_USERS}/cxmlConfiguration/${encodeURIComponent(login)}`;
