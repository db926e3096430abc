// The HTML constraints of a form's fields (required, min, max, maxlength, pattern), computed from its
// zod schema on the server and sent with the page's data, so the browser needs no schema to show them.
import type { Constraint } from '@conform-to/dom';
import { getZodConstraint } from '@conform-to/zod/v4';
import type { z } from 'zod';

export type { Constraint };

const computed = new WeakMap<z.ZodType, Record<string, Constraint>>();

export function constraintOf(schema: z.ZodType): Record<string, Constraint> {
  let constraint = computed.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    computed.set(schema, constraint);
  }
  return constraint;
}
