import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { Dialog } from '@manzil/shared';
import { type DecisionTarget } from '@manzil/shared/admin';
import { Form, FormFailure, FormTextField } from '@manzil/shared/form';
import { useDecision } from './api/use-approvals';
import styles from './admin.module.css';

/** The rejection form's one field (the API wants 3 or more characters: contract decisionInputSchema). */
const rejectSchema = z.object({ reason: z.string().trim().min(3).max(500) });

/**
 * Approve, or Reject with a reason (a Radix dialog with the reason form): the decision goes to
 * POST /api/admin/{target}/{id}/decision and the lists and history refresh.
 */
export function DecisionActions({ target, id, name }: { target: DecisionTarget; id: string; name: string }) {
  const intl = useIntl();
  const decision = useDecision(target, id);
  const [rejecting, setRejecting] = useState(false);
  return (
    <div className={styles.actionsRow}>
      <button
        type="button"
        className={styles.approve}
        disabled={decision.isPending}
        onClick={() => decision.mutate({ decision: 'approve' })}
      >
        <FormattedMessage id="admin.approve" />
      </button>
      <button type="button" className={styles.reject} disabled={decision.isPending} onClick={() => setRejecting(true)}>
        <FormattedMessage id="admin.reject" />
      </button>
      {!rejecting ? (
        <FormFailure error={decision.error} fallback="admin.decisionFailed" network="error.network" className={styles.error} />
      ) : null}
      <Dialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={intl.formatMessage({ id: 'admin.rejectTitle' }, { name })}
        description={intl.formatMessage({ id: 'admin.rejectIntro' })}
        closeLabel={intl.formatMessage({ id: 'admin.close' })}
        width={480}
      >
        <Form
          schema={rejectSchema}
          defaultValues={{ reason: '' }}
          messages={{ reason: 'admin.reason.required' }}
          onSubmit={(values) =>
            decision.mutateAsync({ decision: 'reject', reason: values.reason }).then(
              () => setRejecting(false),
              () => undefined,
            )
          }
        >
          {(form) => (
            <div className={styles.formStack}>
              <FormTextField name="reason" label={intl.formatMessage({ id: 'admin.reason' })} required />
              <FormFailure error={decision.error} fallback="admin.decisionFailed" network="error.network" className={styles.error} />
              <div className={styles.actionsRow}>
                <button type="button" className={styles.secondary} onClick={() => setRejecting(false)}>
                  <FormattedMessage id="admin.cancel" />
                </button>
                <button type="submit" className={styles.reject} disabled={form.formState.isSubmitting}>
                  <FormattedMessage id="admin.confirmReject" />
                </button>
              </div>
            </div>
          )}
        </Form>
      </Dialog>
    </div>
  );
}
