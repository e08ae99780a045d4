'use client';

import { useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { showFormResult } from '@/components/form-results/form-results';
import { errorText } from './error-text';
import type { FieldState, FormBehaviour } from './form-views';
import type { lazyResolver } from './lazy-resolver';
import { isSuccessReply, sendEmailRequest, type SendEmailCall } from './send-request';
import { useHydrated } from '@/components/hooks/use-hydrated';

interface EmailFormOptions<T extends FieldValues> {
  call: SendEmailCall;
  empty: T;
  validation: ReturnType<typeof lazyResolver<T>>;
  /** Server-translated texts: the alerts, and the field errors by catalogue key. */
  messages: {
    success: string;
    fail: string;
    failure: string;
    errors: Readonly<Record<string, string>>;
    successConfirm?: string;
    successDetail?: string;
  };
  /** After a successful send, once the form is emptied (the unsubscribe modal closes). */
  onSent?: () => void;
}

/**
 * What the three e-mail forms share: react-hook-form with the lazily loaded shared schema, the POST
 * (docs/product.md, The form calls), the success / other-reply / failure alerts, and the form's
 * behaviour and field states for form-views.tsx.
 */
export function useEmailForm<T extends FieldValues>({
  call,
  empty,
  validation,
  messages,
  onSent,
}: EmailFormOptions<T>) {
  const hydrated = useHydrated();
  const registered = useRef(new Set<string>());
  const {
    register,
    setValue,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<T>({ resolver: validation.resolver, defaultValues: empty as DefaultValues<T> });

  const send = async (values: T) => {
    try {
      if (isSuccessReply(call, await sendEmailRequest(call, values))) {
        reset(empty);
        onSent?.();
        showFormResult({
          kind: 'success',
          message: messages.success,
          detail: messages.successDetail,
          confirmLabel: messages.successConfirm,
        });
      } else {
        showFormResult({ kind: 'error', message: messages.fail });
      }
    } catch {
      showFormResult({ kind: 'error', message: messages.failure });
    }
  };

  const behaviour: FormBehaviour = {
    onSubmit: handleSubmit(send),
    onInteract: validation.warm,
    ready: hydrated,
    busy: isSubmitting,
  };
  // The fields are flat, so an error sits under the field's own name.
  const fieldErrors = errors as Partial<Record<string, { message?: string }>>;
  const field = (name: Path<T>): FieldState => {
    const registration = register(name);
    return {
      registration: {
        ...registration,
        // react-hook-form writes its empty default into the field it registers: text typed before the form
        // hydrated would be wiped, so at the first registration it is kept as the field's value (a later
        // one, after reset(), must empty it).
        ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
          const first = element !== null && !registered.current.has(name);
          const typed = first && element.type !== 'checkbox' && element.type !== 'radio' ? element.value : '';
          registration.ref(element);
          if (first) registered.current.add(name);
          if (element && typed && element.value !== typed) setValue(name, typed as PathValue<T, Path<T>>);
        },
      },
      error: errorText(messages.errors, fieldErrors[name]?.message),
    };
  };
  return { behaviour, field };
}
