'use client';

import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { afterNextPaint } from '@/components/hooks/after-next-paint';
import { useReplayHeldSubmit } from '@/lib/early-input';
import type { ContactInput, SubscribeInput } from '@/lib/validation';
import { ALERT_CATEGORIES, CONSENT_GIVEN } from '@/lib/email-alerts';
import { Field, type FieldRegistration } from './field';
import type { ContactFormLabels, NewsletterFormLabels, UnsubscribeLabels } from './form-labels';
import styles from './forms.module.css';
import lineStyles from './unsubscribe-dialog.module.css';

/**
 * The forms' markup, without their behaviour. The react-hook-form components (contact-form.tsx,
 * newsletter-form.tsx, unsubscribe-dialog.tsx) render it with their handlers; deferred-forms.tsx renders
 * the static copy while their code loads. Nothing here may import react-hook-form, yup or next-intl.
 */

export interface FormBehaviour {
  /** Validates and sends; called after the submit's next paint (see FormShell). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** The first focus or press inside the form (starts the validation download), after its next paint. */
  onInteract?: () => void;
  /** False until the form can validate and send: the submit button stays disabled. */
  ready: boolean;
  busy: boolean;
}

/** `copy`: the static copy, whose ids differ from the real form's (both can be in the streamed HTML at once). */
export type FieldState = { registration: FieldRegistration; error?: string; copy?: boolean };
export type FieldStates<Name extends string> = (name: Name) => FieldState;

/** Before the behaviour is there: inputs with their names, a disabled submit button, nothing sent. */
export const STATIC_FORM: FormBehaviour = { ready: false, busy: false };
export const staticField = (name: string): FieldState => ({ registration: { name }, copy: true });

/** The form element and its submit button, shared by the three forms. */
export function FormShell({
  behaviour,
  submitLabel,
  children,
}: {
  behaviour: FormBehaviour;
  submitLabel: string;
  children: ReactNode;
}) {
  const { onSubmit, onInteract, ready, busy } = behaviour;
  const formRef = useRef<HTMLFormElement>(null);
  // A submission made before the form could validate was held by the early-input script: it goes out now.
  useReplayHeldSubmit(formRef, ready);
  // The first focus or press starts the validation's download (20–35 ms of script at 4× CPU slowdown):
  // after that tap's next paint, once.
  const interactedRef = useRef(false);
  const interact =
    onInteract &&
    (() => {
      if (interactedRef.current) return;
      interactedRef.current = true;
      afterNextPaint(onInteract);
    });
  // Between the submit and the end of its validation and send: a second submit is ignored.
  const pendingRef = useRef(false);
  const [pending, setPending] = useState(false);
  // The submit's own task only disables the button (a render of this shell alone: its children are the
  // same elements); validation, the error messages and the focus move come after the next paint
  // (docs/performance.md, Paint layers and the forms' submit).
  const submit =
    onSubmit &&
    ((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pendingRef.current) return;
      pendingRef.current = true;
      setPending(true);
      afterNextPaint(() => {
        void Promise.resolve()
          .then(() => onSubmit(event))
          .finally(() => {
            pendingRef.current = false;
            setPending(false);
          });
      });
    });
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={interact}
      onPointerDown={interact}
      className={styles.form}
      aria-busy={busy || pending}
      // The early-input script holds a submission of this form until it is ready (lib/early-input).
      data-early-hold=""
      data-ready={ready ? '' : undefined}
    >
      {children}
      <div className={styles.actions}>
        {/* Disabled without JavaScript; the early-input script enables it and holds a press until the form is ready. */}
        <button
          type="submit"
          className={`button ${styles.submit}`}
          disabled={!ready || busy || pending}
          data-early-enable=""
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

interface FormViewProps<Labels, Name extends string> {
  labels: Labels;
  behaviour: FormBehaviour;
  field: FieldStates<Name>;
}

/** The enquiry form of /informationinfo: the first five labels starred. */
export function ContactFormView({ labels, behaviour, field }: FormViewProps<ContactFormLabels, keyof ContactInput>) {
  return (
    <FormShell behaviour={behaviour} submitLabel={labels.submit}>
      <h2 className={styles.heading}>{labels.heading}</h2>
      <p className={styles.note}>{labels.requiredNote}</p>
      <div className={styles.fields}>
        <Field label={labels.firstName} starred {...field('name')} autoComplete="given-name" />
        <Field label={labels.lastName} starred {...field('surname')} autoComplete="family-name" />
        <Field label={labels.phone} starred type="tel" inputMode="numeric" {...field('phone')} autoComplete="tel" />
        <Field label={labels.fax} starred type="tel" inputMode="numeric" {...field('fax')} autoComplete="off" />
        <Field label={labels.address} starred multiline {...field('address')} autoComplete="street-address" />
        <Field label={labels.message} multiline {...field('message')} />
      </div>
    </FormShell>
  );
}

/** The newsletter sign-up of /receiveemails: every field starred. */
export function NewsletterFormView({
  labels,
  behaviour,
  field,
}: FormViewProps<NewsletterFormLabels, keyof SubscribeInput>) {
  return (
    <FormShell behaviour={behaviour} submitLabel={labels.submit}>
      <h2 className={styles.heading}>{labels.heading}</h2>
      <p className={styles.note}>{labels.requiredNote}</p>
      <div className={styles.fields}>
        <Field label={labels.fullName} starred {...field('fullName')} autoComplete="name" />
        <Field label={labels.email} starred type="email" {...field('email')} autoComplete="email" />
        <Field label={labels.country} starred {...field('country')} autoComplete="country-name" />
        <Field label={labels.occupation} starred {...field('occupation')} />
        <Field label={labels.jobTitle} starred {...field('jobTitle')} autoComplete="organization-title" />
        <Field label={labels.industry} starred {...field('industry')} />
      </div>
      <AlertChoices labels={labels} field={field} />
    </FormShell>
  );
}

/**
 * The alert categories (all ticked by default), the page's language as the alert language, and
 * the required, unticked consent to the privacy notice. The values go in the same POST body.
 */
function AlertChoices({ labels, field }: { labels: NewsletterFormLabels; field: FieldStates<keyof SubscribeInput> }) {
  const categories = field('categories');
  const consent = field('consent');
  const lang = field('lang');
  const suffix = categories.copy ? '-copy' : '';
  const categoriesError = `newsletter-categories-error${suffix}`;
  const consentError = `newsletter-consent-error${suffix}`;
  return (
    <>
      <input type="hidden" value={labels.alerts.lang} {...lang.registration} />
      <fieldset className={styles.choices} aria-describedby={categories.error ? categoriesError : undefined}>
        <legend className={styles.legend}>{labels.categories}</legend>
        {ALERT_CATEGORIES.map((category) => (
          <label key={category} className={styles.choice}>
            <input type="checkbox" value={category} defaultChecked {...categories.registration} />
            {labels.alerts.categoryNames[category]}
          </label>
        ))}
        {categories.error && (
          <p id={categoriesError} className={styles.error}>
            {categories.error}
          </p>
        )}
      </fieldset>
      <div className={styles.consent}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            value={CONSENT_GIVEN}
            aria-required
            aria-invalid={consent.error ? true : undefined}
            aria-describedby={consent.error ? consentError : undefined}
            {...consent.registration}
          />
          <span>
            {labels.consent}
            <span className={styles.star} aria-hidden="true">
              {' *'}
            </span>
          </span>
        </label>
        <a href={labels.alerts.privacyHref} className={styles.privacyLink}>
          {labels.privacyLink}
        </a>
        {consent.error && (
          <p id={consentError} className={styles.error}>
            {consent.error}
          </p>
        )}
      </div>
    </>
  );
}

/** The line below the sign-up form with the button that opens the unsubscribe modal. */
export function UnsubscribeLine({
  labels,
  onOpen,
  openerRef,
}: {
  labels: UnsubscribeLabels;
  onOpen?: () => void;
  openerRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <p className={lineStyles.line}>
      {labels.prompt}{' '}
      {/* Disabled without a handler (the static copy, the server HTML), like the submit buttons: a press would be lost. */}
      <button
        ref={openerRef}
        type="button"
        className={lineStyles.opener}
        aria-haspopup="dialog"
        onClick={onOpen}
        disabled={!onOpen}
      >
        {labels.open}
      </button>
    </p>
  );
}
