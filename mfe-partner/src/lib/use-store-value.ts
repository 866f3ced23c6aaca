import { useAtomValue } from 'jotai';
import { adminSessionAtom, vendorSessionAtom, type VendorSession } from '@manzil/shared';
import type { AdminSession } from '@manzil/shared/contract';

/** The signed-in vendor, or null (shared's atom: current on the very first render). */
export const useVendorSession = (): VendorSession | null => useAtomValue(vendorSessionAtom);

/** The signed-in staff member, or null. */
export const useAdminSession = (): AdminSession | null => useAtomValue(adminSessionAtom);
