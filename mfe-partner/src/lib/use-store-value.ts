import { useAtomValue } from 'jotai';
import { adminSessionAtom, vendorSessionAtom, type UserSession, type VendorSession } from '@manzil/shared';

/** The signed-in vendor, or null (shared's atom: current on the very first render). */
export const useVendorSession = (): VendorSession | null => useAtomValue(vendorSessionAtom);

/** The signed-in admin, or null. */
export const useAdminSession = (): UserSession | null => useAtomValue(adminSessionAtom);
