// The browser half of the form pattern: conform's form state, the action's last reply to this form,
// and validation while typing with the action's own schema, loaded once the shopper focuses the form
// (lazy-validation.ts). Until then, and without JavaScript, the action validates.
import { useState } from 'react';
import type { Constraint } from '@conform-to/dom';
import { getFormProps, type Submission, useForm } from '@conform-to/react';
import { replyFor } from './form-reply';
import { useIsNewestReply } from './newest-reply';
import { notesOf, useReplyToasts } from '~/features/toasts/toast-feed';
import type { LazyValidation, Validate } from './lazy-validation';

const loaded = new WeakMap<LazyValidation, Validate>();

interface ShopFormOptions {
  /** The fields' HTML constraints (constraintOf on the server, sent in the loader's data). */
  constraint?: Record<string, Constraint>;
  /**
   * When a field is checked: on leaving it (default), or only when the form is sent, for a form whose
   * empty field is no mistake until then (a promotion code, emptied again after it was applied).
   */
  validateOn?: 'blur' | 'submit';
  /** Success and info messages become toasts (the basket's forms); errors stay above the form. */
  notesAsToasts?: boolean;
}

/** conform's useForm, given the action data that may hold this form's reply. */
export function useShopForm<Fields extends Record<string, unknown>>(
  validation: LazyValidation,
  formId: string,
  actionData: unknown,
  { constraint, validateOn = 'blur', notesAsToasts = false }: ShopFormOptions = {},
) {
  const reply = replyFor(formId, actionData);
  const isNewest = useIsNewestReply(reply);
  const messages = (isNewest && reply?.messages) || [];
  useReplyToasts(notesAsToasts && isNewest ? reply : undefined, notesOf(messages));
  const [validate, setValidate] = useState<Validate | undefined>(() => loaded.get(validation));
  const [form, fields] = useForm<Fields, Fields, string[]>({
    id: formId,
    lastResult: reply?.result,
    constraint,
    // Without its schema yet, conform would post the form to validate a field on blur: validate only
    // when the form is submitted, which the action does anyway.
    shouldValidate: validate && validateOn === 'blur' ? 'onBlur' : 'onSubmit',
    shouldRevalidate: validate ? 'onInput' : 'onSubmit',
    onValidate: validate ? ({ formData }) => validate(formData) as Submission<Fields, string[], Fields> : undefined,
  });
  const loadValidation = () => {
    if (validate) return;
    void validation().then((ready) => {
      loaded.set(validation, ready);
      setValidate(() => ready);
    });
  };
  const formProps = { ...getFormProps(form), onFocus: loadValidation, onPointerDown: loadValidation } as const;
  const shown = notesAsToasts ? messages.filter((message) => message.type === 'error') : messages;
  return { form, fields, messages: shown, formProps, validationLoaded: validate !== undefined };
}
