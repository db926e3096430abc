// What the storefront's form permission matrices share (organization-, punchout- and
// quote-permission-matrix.test.ts): the forms of an area found in the build (every route with an
// action, once per intent it handles), their paths filled in, a second company's admin, how a post was
// answered, and the check of one form's row against every role.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { expect } from 'vitest';
import { createCustomerStore } from '../../commerce-api/customer/customer-store';
import { businessRegistration } from '../commerce-api/customer-support';
import { type BuiltStorefront, withDatabase } from './built-storefront';
import { loggedIn, restApi } from './customers';
import { alerts } from './html';
import { intentsOf, routeFiles } from './route-intents';
import type { Shopper } from './shopper';

export interface Form {
  /** The route's file name and the intent, e.g. `account-punchout-create save`. */
  key: string;
  /** The path with its parameters as `:name`. */
  path: string;
}

/** Every route of the default locale whose path `below` matches and which has an action, once per intent its action handles. */
export async function actionFormsOf(below: RegExp): Promise<Form[]> {
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
  const files = routeFiles();
  const fullPath = (id: string | undefined): string[] => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return [];
    return [...fullPath(route.parentId), ...(route.path ? [route.path] : [])];
  };
  return Object.values(build.routes).flatMap((route) => {
    const routePath = `/${fullPath(route!.id).join('/')}`;
    if (!route!.module.action || !below.test(routePath)) return [];
    const name = route!.id.replace(/^[^:]*:/, '');
    const intents = intentsOf(files.get(route!.id)!);
    // an action that dispatches no intents still needs its row
    return (intents.length ? intents : ['(no intent)']).map((intent) => ({ key: `${name} ${intent}`, path: routePath }));
  });
}

/** The form of the key; the test fails when the build has none. */
export function formOf(forms: Form[], key: string): Form {
  const form = forms.find((candidate) => candidate.key === key);
  expect(form, `${key} is in the build`).toBeDefined();
  return form!;
}

/** The form's path with its `:name` parameters filled in. */
export const filled = (formPath: string, params: Record<string, string> = {}) =>
  formPath.replace(/:(\w+)/g, (_, name: string) => {
    expect(params[name], `parameter ${name} of ${formPath}`).toBeDefined();
    return encodeURIComponent(params[name]);
  });

/** A second business customer (approved), its account admin logged in to the storefront. */
export async function otherCompanyAdmin(shop: BuiltStorefront): Promise<Shopper> {
  const registration = businessRegistration({ companyName: 'Rival Corp' });
  const response = await fetch(`${restApi(shop)}/customers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(registration) });
  expect(response.status).toBe(201);
  withDatabase(shop, (db) => {
    const customers = createCustomerStore(db);
    customers.approveCustomer(customers.findByNo(registration.customerNo)!.id);
  });
  return loggedIn(shop, registration.credentials.login, registration.credentials.password);
}

/**
 * How the storefront answered a post: taken (a redirect onward), or refused, and how: the login page,
 * the missing-permission error page, not found (another company's target), or the form again with a
 * message why (above it or next to a field).
 */
export async function outcome(response: Response): Promise<string> {
  const location = response.headers.get('location') ?? '';
  if (response.status === 303 && location.startsWith('/login')) return 'login';
  if (response.status === 303 && location.startsWith('/error?error=missing-permission')) return 'missing-permission';
  // any other error page is neither a success nor one of the refusals expected here
  if (location.startsWith('/error')) return `error page ${location}`;
  if (response.status === 303 || response.status === 302) return 'taken';
  if (response.status === 404) return 'not found';
  const page = await response.text();
  const says = alerts(page).length > 0 || page.includes('aria-invalid="true"');
  return [403, 409, 422].includes(response.status) && says ? 'message' : `status ${response.status}${says ? '' : ' without a message'}`;
}

/** The outcomes that refuse a post. */
export const REFUSALS = /^(login|missing-permission|not found|message)$/;

/** What one form's post is aimed at: the route's parameters and query, the fields, and what it would change. */
export interface MatrixTarget {
  params?: Record<string, string>;
  query?: string;
  fields: Record<string, string>;
  /** Extra request headers, e.g. a client address of its own for a form the backend limits per address. */
  headers?: Record<string, string>;
  /** What the post would change, as the bundled API (or its database) tells it. */
  state: () => Promise<unknown> | unknown;
}

/** Who may post a form: `allowed` roles change the target; `ownCompany` roles are taken for their own company and leave Oil Corp's alone. */
export interface MatrixRow<Role extends string> {
  allowed: Role[];
  ownCompany?: Role[];
}

/** Posts the form once as every role, each at a target made afresh, and checks that only the allowed roles change it. */
export async function expectTakenFromAllowedRolesOnly<Role extends string>(
  key: string,
  form: Form,
  row: MatrixRow<Role>,
  target: () => Promise<MatrixTarget>,
  roles: readonly Role[],
  sessions: Record<Role, Shopper>,
): Promise<void> {
  for (const role of roles) {
    const aimed = await target();
    const before = await aimed.state();
    const response = await sessions[role].post(`${filled(form.path, aimed.params)}${aimed.query ?? ''}`, aimed.fields, aimed.headers);
    const answer = await outcome(response);
    const after = await aimed.state();
    if (row.allowed.includes(role)) {
      expect(answer, `${key} as ${role}: ${response.headers.get('location')}`).toBe('taken');
      expect(after, `${key} as ${role} changed the target`).not.toEqual(before);
    } else if (row.ownCompany?.includes(role)) {
      expect(answer, `${key} as ${role}, for their own company`).toBe('taken');
      expect(after, `${key} as ${role} left Oil Corp alone`).toEqual(before);
    } else {
      expect(answer, `${key} as ${role} is refused`).toMatch(REFUSALS);
      expect(after, `${key} as ${role} changed nothing`).toEqual(before);
    }
  }
}
