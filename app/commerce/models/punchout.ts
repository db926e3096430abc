// Punchout administration's documents (the PWA's PunchoutUser, OciConfigurationItem, OciOptions and
// CxmlConfiguration, business-and-integration §3): a company's punchout users per standard, its OCI
// configuration with the formatters and placeholders it may use, and a cXML user's configuration
// entries with their descriptions.
import { z } from 'zod';

import { lenientBoolean, lenientString } from './lenient-scalars';

export const PUNCHOUT_TYPES = ['oci', 'cxml', 'ids'] as const;
export type PunchoutType = (typeof PUNCHOUT_TYPES)[number];

export const isPunchoutType = (value: unknown): value is PunchoutType => (PUNCHOUT_TYPES as readonly unknown[]).includes(value);

/** The path segment of a standard below `customers/{no}/punchouts/`. */
export const PUNCHOUT_RESOURCES: Record<PunchoutType, string> = { cxml: 'cxml1.2', oci: 'oci5', ids: 'ids' };

/** A punchout user; its password is never read back. */
export interface PunchoutUser {
  login: string;
  email: string;
  active: boolean;
  punchoutType: PunchoutType;
}

export const punchoutTypeDataSchema = z.looseObject({ punchoutType: lenientString.optional(), version: lenientString.optional() });

export const punchoutUserDataSchema = z.looseObject({
  login: lenientString.optional(),
  email: lenientString.optional(),
  active: lenientBoolean.optional(),
});

export function mapPunchoutUser(data: z.infer<typeof punchoutUserDataSchema>, punchoutType: PunchoutType, login: string): PunchoutUser {
  return { login: data.login ?? login, email: data.email ?? '', active: data.active ?? true, punchoutType };
}

export interface OciMappingRule {
  mapFromValue: string;
  mapToValue: string;
}

/** One NEW_ITEM field of the OCI configuration: how its value is made. */
export interface OciConfigurationItem {
  field: string;
  transform: string;
  formatter: string;
  mappings: OciMappingRule[];
}

export interface OciOptions {
  availableFormatters: string[];
  availablePlaceholders: string[];
}

const mappingDataSchema = z.looseObject({ mapFromValue: lenientString.optional(), mapToValue: lenientString.optional() });

export const ociConfigurationDataSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        field: lenientString.optional(),
        transform: lenientString.optional(),
        formatter: lenientString.optional(),
        mappings: z.array(mappingDataSchema).nullish(),
      }),
    )
    .nullish(),
});

export function mapOciConfiguration(data: z.infer<typeof ociConfigurationDataSchema>): OciConfigurationItem[] {
  return (data.items ?? [])
    .filter((item) => !!item.field)
    .map((item) => ({
      field: item.field!,
      transform: item.transform ?? '',
      formatter: item.formatter ?? '',
      mappings: (item.mappings ?? []).map((rule) => ({ mapFromValue: rule.mapFromValue ?? '', mapToValue: rule.mapToValue ?? '' })),
    }));
}

const idsSchema = z.array(z.looseObject({ id: lenientString.optional() })).nullish();

export const ociOptionsDataSchema = z.looseObject({ availableFormatters: idsSchema, availablePlaceholders: idsSchema });

export function mapOciOptions(data: z.infer<typeof ociOptionsDataSchema>): OciOptions {
  const ids = (list: z.infer<typeof idsSchema>) => (list ?? []).map((entry) => entry.id).filter((id): id is string => !!id).sort();
  return { availableFormatters: ids(data.availableFormatters), availablePlaceholders: ids(data.availablePlaceholders) };
}

export type CxmlInputType = 'text-short' | 'text-long';

/** One entry of a cXML user's configuration, with what its metadata says about it. */
export interface CxmlConfigurationEntry {
  name: string;
  value: string;
  defaultValue: string;
  description: string;
  inputType: CxmlInputType;
}

export const cxmlConfigurationDataSchema = z.looseObject({
  data: z.array(z.looseObject({ name: lenientString.optional(), value: lenientString.optional() })).nullish(),
  info: z
    .looseObject({
      metaData: z
        .array(
          z.looseObject({
            name: lenientString.optional(),
            defaultValue: lenientString.optional(),
            description: lenientString.optional(),
            inputType: lenientString.optional(),
          }),
        )
        .nullish(),
    })
    .nullish(),
});

/** The entries with their metadata (as the PWA's CxmlConfigurationMapper joins them by name). */
export function mapCxmlConfiguration(data: z.infer<typeof cxmlConfigurationDataSchema>): CxmlConfigurationEntry[] {
  const metaData = data.info?.metaData ?? [];
  return (data.data ?? [])
    .filter((entry) => !!entry.name)
    .map((entry) => {
      const meta = metaData.find((candidate) => candidate.name === entry.name);
      return {
        name: entry.name!,
        value: entry.value ?? '',
        defaultValue: meta?.defaultValue ?? '',
        description: meta?.description ?? '',
        inputType: meta?.inputType === 'text-long' ? 'text-long' : 'text-short',
      };
    });
}

/**
 * A company's punchout settings (the bundled API's own `customers/{no}/punchouts/settings`; ICM has
 * none): the origins hook and return URLs must belong to when the list is not empty, the origins
 * that may frame its punchout sessions, and whether SAP GUI's `SAPEVENT:` hook URLs are taken.
 */
export interface PunchoutSettings {
  allowedReturnOrigins: string[];
  frameAncestors: string[];
  allowSapEvent: boolean;
}

/** A company without settings (or an ICM without the resource): no allow-list, no framing by others, no SAPEVENT. */
export const DEFAULT_PUNCHOUT_SETTINGS: PunchoutSettings = { allowedReturnOrigins: [], frameAncestors: [], allowSapEvent: false };

/** The bundled API's limits of the two lists (commerce-api/README.md, "Punchout settings"). */
export const PUNCHOUT_SETTINGS_LIMITS = { allowedReturnOrigins: 50, frameAncestors: 20 } as const;

/**
 * An origin (`http(s)://host[:port]`) as a URL's `origin` spells it, or undefined: a path, query,
 * credentials, a wildcard or a CSP keyword make it none, so it can go into a header as it is.
 */
export function normalizedOrigin(value: string): string | undefined {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(value) || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return undefined;
  return url.origin;
}

export const punchoutSettingsDataSchema = z.looseObject({
  allowedReturnOrigins: z.array(z.unknown()).optional(),
  frameAncestors: z.array(z.unknown()).optional(),
  allowSapEvent: lenientBoolean.optional(),
});

const strings = (values: unknown[] | undefined) => (values ?? []).filter((value): value is string => typeof value === 'string');

/**
 * Fail closed: a framing origin that is none is left out (it could widen the header), a return origin
 * that is none kept as it came (it matches no URL's origin, and an emptied list would allow any).
 */
export function mapPunchoutSettings(data: z.infer<typeof punchoutSettingsDataSchema>): PunchoutSettings {
  return {
    allowedReturnOrigins: [...new Set(strings(data.allowedReturnOrigins).map((value) => normalizedOrigin(value) ?? value))],
    frameAncestors: [...new Set(strings(data.frameAncestors).map(normalizedOrigin).filter((origin): origin is string => !!origin))],
    allowSapEvent: data.allowSapEvent === true,
  };
}
