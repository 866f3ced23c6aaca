import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormField, FormTextField, useFieldError } from '@manzil/shared/form';
import { vendor_uiStyles as styles } from '../vendor-area';

/** What every partner field takes: the field's path in the form's schema and its label. */
interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
}

/** A list to choose from (category, brand…), with a "Choose…" first option; `onPick` after a change. */
export function SelectField({ options, onPick, ...field }: FieldBase & { options: { _id: string; name: string }[]; onPick?: () => void }) {
  const intl = useIntl();
  return (
    <FormField {...field}>
      {({ onChange, ...control }) => (
        <select
          className={styles.select}
          {...control}
          onChange={(event) => {
            onChange(event);
            onPick?.();
          }}
        >
          <option value="">{intl.formatMessage({ id: 'product.choose' })}</option>
          {options.map((o) => (
            <option key={o._id} value={o._id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The language and direction of a field's text, when it is not the page's (an Arabic text on an English page). */
interface TextLanguage {
  dir?: 'rtl' | 'ltr';
  lang?: string;
}

/** Longer text (a description), stored and shown as plain text. */
export function TextareaField({ dir, lang, ...field }: FieldBase & TextLanguage) {
  return <FormField {...field}>{(control) => <textarea className={styles.textarea} dir={dir} lang={lang} {...control} />}</FormField>;
}

/**
 * The optional Arabic texts of a brand or product, grouped under 'Arabic (optional)'
 * with what they are for. Put `ArabicTextField`s in it: an empty one is sent as '' (no Arabic,
 * shoppers reading Arabic see the English).
 */
export function ArabicFieldGroup({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'arabic.legend' })}</legend>
      <p className={styles.muted}>{intl.formatMessage({ id: 'arabic.hint' })}</p>
      {children}
    </fieldset>
  );
}

/** An Arabic text: typed right to left (`dir="rtl"`, `lang="ar"`); `multiline` for a description. */
export function ArabicTextField({ multiline = false, ...field }: FieldBase & { multiline?: boolean }) {
  return multiline ? <TextareaField {...field} dir="rtl" lang="ar" /> : <FormTextField {...field} dir="rtl" lang="ar" autoComplete="off" />;
}

/** An amount in EGP or a count (`step` "1"); an empty field is null when `optional`, else missing. */
export function NumberField({ optional = false, step = '0.01', ...field }: FieldBase & { optional?: boolean; step?: string }) {
  return (
    <FormField {...field} parse={(text) => (text === '' ? (optional ? null : undefined) : Number(text))}>
      {(control) => <input className={styles.input} type="number" inputMode="decimal" min="0" step={step} {...control} />}
    </FormField>
  );
}

/** A group of controls under one legend (checkboxes, pictures), with the error of form field `name`. */
export function FieldGroup({ name, legend, children }: { name: string; legend: string; children: ReactNode }) {
  const error = useFieldError(name);
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
