import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { formatDate, useCategories, useDisplayLocale } from '@manzil/shared';
import { Form, FormField, FormFailure, FormTextField } from '@manzil/shared/form';
import { commissionRuleInputSchema, commissionScopeSchema, type CommissionRule } from '@manzil/shared/contract';
import { NumberField } from '../form-fields';
import { LoadState } from '../admin';
import { Money, MoneyTable } from '../earnings';
import { adminStyles as styles } from '../admin';
import { ui } from '../vendor-area';
import { checkedBy } from './contract-check';
import { useCommissionRules, useSaveCommissionRule } from './finance-queries';

/** `datetime-local` text of an ISO time, in the browser's zone. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's fields as typed; what it sends is the contract's rule input, checked by the contract's schema. */
const ruleFormSchema = z
  .object({
    scope: commissionScopeSchema,
    categoryId: z.string(),
    vendorId: z.string(),
    percent: z.number().nullable(),
    fixedAmount: z.number().nullable(),
    minAmount: z.number().nullable(),
    maxAmount: z.number().nullable(),
    effectiveFrom: z.string(),
  })
  .transform((v, ctx) => {
    const at = new Date(v.effectiveFrom);
    const input = {
      ...v,
      categoryId: v.scope === 'category' ? v.categoryId.trim() || null : null,
      vendorId: v.scope === 'vendor' ? v.vendorId.trim() || null : null,
      effectiveFrom: Number.isNaN(at.getTime()) ? '' : at.toISOString(),
    };
    return checkedBy(commissionRuleInputSchema, input, ctx);
  });

type RuleFormValues = z.input<typeof ruleFormSchema>;

const toValues = (rule: CommissionRule | null): RuleFormValues => ({
  scope: rule?.scope ?? 'category',
  categoryId: rule?.categoryId ?? '',
  vendorId: rule?.vendorId ?? '',
  percent: rule?.percent ?? null,
  fixedAmount: rule?.fixedAmount ?? null,
  minAmount: rule?.minAmount ?? null,
  maxAmount: rule?.maxAmount ?? null,
  effectiveFrom: localInput(rule?.effectiveFrom ?? new Date().toISOString()),
});

const MESSAGES = {
  percent: 'finance.rule.invalid.terms',
  categoryId: 'finance.rule.invalid.category',
  vendorId: 'finance.rule.invalid.vendor',
  minAmount: 'finance.rule.invalid.minMax',
  effectiveFrom: 'finance.rule.invalid.from',
};

function ScopeTarget({ rule }: { rule: CommissionRule }) {
  const categories = useCategories();
  if (rule.scope === 'category') {
    const name = categories.data?.find((c) => c._id === rule.categoryId)?.name ?? rule.categoryId;
    return <FormattedMessage id="finance.rule.target.category" values={{ name }} />;
  }
  if (rule.scope === 'vendor') return <FormattedMessage id="finance.rule.target.vendor" values={{ id: rule.vendorId }} />;
  return <FormattedMessage id="finance.rule.target.default" />;
}

function RuleForm({ rule, onDone }: { rule: CommissionRule | null; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const save = useSaveCommissionRule(rule?._id ?? null);
  const categories = useCategories();
  return (
    <Form
      key={rule?._id ?? 'new'}
      schema={ruleFormSchema}
      defaultValues={toValues(rule)}
      messages={MESSAGES}
      aria-label={t(rule ? 'finance.rule.editTitle' : 'finance.rule.newTitle')}
      onSubmit={async (values, form) => {
        try {
          await save.mutateAsync(values);
          form.reset(toValues(null));
          onDone();
        } catch {
          // The failure is shown under the form (save.error).
        }
      }}
    >
      {(form) => {
        const scope = form.watch('scope');
        return (
          <div className={styles.formStack}>
            <h3 className={styles.subheading}>
              <FormattedMessage id={rule ? 'finance.rule.editTitle' : 'finance.rule.newTitle'} />
            </h3>
            <div className={styles.formGrid}>
              <FormField name="scope" label={t('finance.rule.scope')} required>
                {(control) => (
                  <select className={ui.select} {...control}>
                    {commissionScopeSchema.options.map((s) => (
                      <option key={s} value={s}>
                        {t(`finance.scope.${s}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {scope === 'category' ? (
                <FormField name="categoryId" label={t('finance.rule.category')} required>
                  {(control) => (
                    <select className={ui.select} {...control}>
                      <option value="">{t('finance.rule.chooseCategory')}</option>
                      {(categories.data ?? []).map((c) => (
                        <option key={c._id} value={c._id}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              ) : null}
              {scope === 'vendor' ? (
                <FormTextField
                  name="vendorId"
                  label={t('finance.rule.vendor')}
                  hint={t('finance.rule.vendorHint')}
                  inputMode="numeric"
                  required
                />
              ) : null}
              <NumberField name="percent" label={t('finance.rule.percent')} optional />
              <NumberField name="fixedAmount" label={t('finance.rule.fixed')} optional />
              <NumberField name="minAmount" label={t('finance.rule.min')} optional />
              <NumberField name="maxAmount" label={t('finance.rule.max')} optional />
              <FormField name="effectiveFrom" label={t('finance.rule.from')} required>
                {(control) => <input className={ui.input} type="datetime-local" {...control} />}
              </FormField>
            </div>
            <FormFailure error={save.error} fallback="finance.rule.failed" network="error.network" className={styles.error} />
            <div className={styles.actionsRow}>
              <button type="submit" className={styles.primaryButton} disabled={form.formState.isSubmitting}>
                <FormattedMessage id={rule ? 'finance.rule.save' : 'finance.rule.create'} />
              </button>
              {rule ? (
                <button type="button" className={styles.secondary} onClick={onDone}>
                  <FormattedMessage id="admin.cancel" />
                </button>
              ) : null}
            </div>
          </div>
        );
      }}
    </Form>
  );
}

/** Commission rules: every rule (default, categories, vendors — the most specific wins), edit one, add one. */
export function CommissionRules() {
  const intl = useIntl();
  const locale = useDisplayLocale();
  const rules = useCommissionRules();
  const [editing, setEditing] = useState<CommissionRule | null>(null);
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        <FormattedMessage id="finance.rules.lead" />
      </p>
      <LoadState query={rules}>
        {(list) => (
          <MoneyTable
            label={intl.formatMessage({ id: 'finance.section.rules' })}
            className={styles.table}
            columns={[
              { heading: 'finance.rule.scope', cell: (rule) => <ScopeTarget rule={rule} /> },
              {
                heading: 'finance.rule.terms',
                cell: (rule) => (
                  <>
                    {rule.percent !== null ? `${rule.percent}%` : null}
                    {rule.percent !== null && rule.fixedAmount !== null ? ' + ' : ''}
                    {rule.fixedAmount !== null ? <Money value={rule.fixedAmount} /> : null}
                  </>
                ),
              },
              {
                heading: 'finance.rule.limits',
                cell: (rule) => (
                  <>
                    {rule.minAmount !== null ? (
                      <FormattedMessage id="finance.rule.minShort" values={{ amount: <Money key="amount" value={rule.minAmount} /> }} />
                    ) : null}
                    {rule.minAmount !== null && rule.maxAmount !== null ? ' · ' : ''}
                    {rule.maxAmount !== null ? (
                      <FormattedMessage id="finance.rule.maxShort" values={{ amount: <Money key="amount" value={rule.maxAmount} /> }} />
                    ) : null}
                    {rule.minAmount === null && rule.maxAmount === null ? '—' : null}
                  </>
                ),
              },
              { heading: 'finance.rule.from', cell: (rule) => formatDate(rule.effectiveFrom, locale) },
              {
                cell: (rule) => (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => setEditing(rule)}
                    aria-label={intl.formatMessage({ id: 'finance.rule.editWhich' }, { from: formatDate(rule.effectiveFrom, locale) })}
                  >
                    <FormattedMessage id="finance.rule.edit" />
                  </button>
                ),
              },
            ]}
            rows={list}
            rowKey={(rule) => rule._id}
            rowTestId="commission-rule"
          />
        )}
      </LoadState>
      <RuleForm rule={editing} onDone={() => setEditing(null)} />
    </div>
  );
}
