// What waits for a decision, and the decision itself.
import { useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import { decide, getApplications, getProductReviews, getPromotions, getRevisions, type DecisionTarget } from '@manzil/shared/admin';
import type { DecisionInput } from '@manzil/shared/contract';
import { adminKeys } from './admin-keys';

export const useApplications = () =>
  useQuery({ queryKey: adminKeys.applications(), queryFn: () => getApplications(), meta: { errorMessage: 'Failed to load applications' } });
export const useProductReviews = () =>
  useQuery({
    queryKey: adminKeys.reviews(),
    queryFn: () => getProductReviews(),
    meta: { errorMessage: 'Failed to load products awaiting approval' },
  });
export const useRevisions = () =>
  useQuery({ queryKey: adminKeys.revisions(), queryFn: () => getRevisions(), meta: { errorMessage: 'Failed to load product edits' } });
export const usePromotions = () =>
  useQuery({ queryKey: adminKeys.promotions(), queryFn: () => getPromotions(), meta: { errorMessage: 'Failed to load sale prices' } });

/** Approves or rejects one object; its list and its history refresh. */
export function useDecision(target: DecisionTarget, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) => decide(target, id, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.approvals() });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
