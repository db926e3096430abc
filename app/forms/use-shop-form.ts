// The browser half of the form pattern: conform's form state from the same zod schema the action
// parses with (HTML constraints, validation while typing), and the action's last reply to this form.
import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { replyFor } from './form-reply';

const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>();

function constraintOf(schema: z.ZodType) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

/** conform's useForm for `schema`, given the action data that may hold this form's reply. */
export function useShopForm<Schema extends z.ZodObject>(schema: Schema, formId: string, actionData: unknown) {
  const reply = replyFor(formId, actionData);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: formId,
    lastResult: reply?.result,
    constraint: constraintOf(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return { form, fields, messages: reply?.messages ?? [] };
}
