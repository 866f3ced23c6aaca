// The admin panel's finance tab (docs/money.md): its calls under ['admin', 'finance'] (cleared with
// the rest of the admin's on sign-out). Each decision refreshes what it changes: a remittance the
// cash still held and the trial balance, an approved run the runs and the trial balance.
import { useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import {
  approvePayoutRun,
  checkPayoutRun,
  createCommissionRule,
  getCommissionRules,
  getPayoutRuns,
  getRemittances,
  getTrialBalance,
  getUncollectedCash,
  getVendorLedger,
  recordRemittance,
  startPayoutRun,
  updateCommissionRule,
} from '@manzil/shared/finance';
import type { CommissionRuleInput, RemittanceInput } from '@manzil/shared/contract';

export const financeKeys = {
  all: () => ['admin', 'finance'] as const,
  rules: () => ['admin', 'finance', 'rules'] as const,
  uncollected: () => ['admin', 'finance', 'uncollected'] as const,
  remittances: () => ['admin', 'finance', 'remittances'] as const,
  runs: () => ['admin', 'finance', 'runs'] as const,
  trialBalance: () => ['admin', 'finance', 'trial-balance'] as const,
  ledger: (vendorId: string) => ['admin', 'finance', 'ledger', vendorId] as const,
};

export const useCommissionRules = () => useQuery({ queryKey: financeKeys.rules(), queryFn: getCommissionRules });
export const useUncollectedCash = () => useQuery({ queryKey: financeKeys.uncollected(), queryFn: getUncollectedCash });
export const useRemittances = () => useQuery({ queryKey: financeKeys.remittances(), queryFn: getRemittances });
export const usePayoutRuns = () => useQuery({ queryKey: financeKeys.runs(), queryFn: getPayoutRuns });
export const useTrialBalance = () => useQuery({ queryKey: financeKeys.trialBalance(), queryFn: getTrialBalance });
export const useVendorLedger = (vendorId: string | null) =>
  useQuery({ queryKey: financeKeys.ledger(vendorId ?? ''), queryFn: () => getVendorLedger(vendorId!), enabled: Boolean(vendorId) });

/** Creates a rule (no id) or changes one; the list again. */
export function useSaveCommissionRule(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommissionRuleInput) => (id ? updateCommissionRule(id, input) : createCommissionRule(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.rules() }),
  });
}

/** Records a courier's remittance; the cash held, the remittances and the balances move. */
export function useRecordRemittance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RemittanceInput) => recordRemittance(input),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}

/** Previews a run now (or answers the open one). */
export function useStartPayoutRun() {
  const client = useQueryClient();
  return useMutation({ mutationFn: startPayoutRun, onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.runs() }) });
}

/** Approves a previewed run: its payouts are sent; every figure may have moved. */
export function useApprovePayoutRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => approvePayoutRun(id),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}

/** Asks the provider about a run's pending payouts; settled ones move the balances. */
export function useCheckPayoutRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => checkPayoutRun(id),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}
