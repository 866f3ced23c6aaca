// The staff calls as queries and mutations (STYLE: fetcher, query options and hook together).
import { useMutation, useQuery, useQueryClient } from '@manzil/shared/query';
import { createStaffMember, getStaff, getStaffMember, resendStaffPassword, updateStaffMember } from '@manzil/shared/admin';
import type { StaffCreateInput, StaffUpdateInput } from '@manzil/shared/contract';
import { adminKeys } from './admin-keys';

/** Every staff member (GET /api/admin/staff; admins only). */
export const useStaff = () => useQuery({ queryKey: adminKeys.staff(), queryFn: getStaff, meta: { errorMessage: 'Failed to load staff' } });

/** One staff member (GET /api/admin/staff/{id}). */
export const useStaffMember = (id: string) =>
  useQuery({
    queryKey: adminKeys.staffMember(id),
    queryFn: () => getStaffMember(id),
    meta: { errorMessage: 'Failed to load the staff member' },
  });

/** Adds a member (POST /api/admin/staff); the list and the audit refresh. */
export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCreateInput) => createStaffMember(input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.staff() }),
  });
}

/** Saves /edit-employee/{id} (PUT /api/admin/staff/{id}). */
export function useUpdateStaff(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffUpdateInput) => updateStaffMember(id, input),
    onSuccess: (member) => {
      client.setQueryData(adminKeys.staffMember(id), member);
      void client.invalidateQueries({ queryKey: adminKeys.staff() });
      void client.invalidateQueries({ queryKey: adminKeys.audit('staff', id) });
    },
  });
}

/** E-mails a new one-time password (POST /api/admin/staff/{id}/one-time-password). */
export function useResendPassword(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resendStaffPassword(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.staffMember(id) });
      void client.invalidateQueries({ queryKey: adminKeys.audit('staff', id) });
    },
  });
}
