import { useQuery } from '@manzil/shared/query';
import { getAuditTrail } from '@manzil/shared/admin';
import type { AuditObjectType } from '@manzil/shared/contract';
import { adminKeys } from './admin-keys';

/** The decisions on one object, newest first (GET /api/admin/audit). */
export const useAuditTrail = (objectType: AuditObjectType, objectId: string) =>
  useQuery({
    queryKey: adminKeys.audit(objectType, objectId),
    queryFn: () => getAuditTrail(objectType, objectId),
    meta: { errorMessage: 'Failed to load the decision history' },
  });
