/**
 * The calls of the shopper's account area (SPEC §2 "Account popup", "Password change form",
 * "Forgot-password dialog", "Shipping Addresses screen"; §7). Shapes are the contract's
 * (`@manzil/shared/contract`, account.ts). Every call rejects with an ApiError carrying the
 * server's `message` (and `code` in `body`).
 */
import type {
  AccountMessage,
  AddressListResponse,
  ChangePasswordBody,
  AddressBookEntry,
  UpdateProfileBody,
  VerifyOtpResponse,
} from '../contract/account-settings.ts';
import type { UserProfile } from '../contract/account.ts';
import { request } from './client';

/** POST /api/forget-password/send-otp — `{ email }`; the same answer whether or not the e-mail has an account. */
export const sendPasswordResetCode = (email: string): Promise<AccountMessage> =>
  request('api/forget-password/send-otp', { method: 'post', json: { email } });

/** POST /api/forget-password/verify-otp — `{ email, otp }` → `{ message, resetToken }`; 400 `invalid_otp`. */
export const verifyPasswordResetCode = (email: string, otp: string): Promise<VerifyOtpResponse> =>
  request('api/forget-password/verify-otp', { method: 'post', json: { email, otp } });

/**
 * POST /api/forget-password/reset-password — `{ email, newPassword }` with `Authorization:
 * Bearer {resetToken}` (SPEC §7: the confirm value is never sent). Ends every session. 400 weak
 * password, 401 `invalid_reset_token`.
 */
export const resetPasswordWithToken = (email: string, newPassword: string, resetToken: string): Promise<AccountMessage> =>
  request('api/forget-password/reset-password', {
    method: 'post',
    json: { email, newPassword },
    headers: { authorization: `Bearer ${resetToken}` },
  });

/**
 * PUT /api/changePassword/{userSessionId} — `{ currentPassword, newPassword }` → `{ message:
 * 'Password updated successfully' }`; the server rotates the session cookie and signs out every
 * other device. 400 wrong current password or weak new one, 403 another shopper's id.
 */
export const changePassword = (userSessionId: string, body: ChangePasswordBody): Promise<AccountMessage> =>
  request(`api/changePassword/${encodeURIComponent(userSessionId)}`, { method: 'put', json: body });

/** PUT /api/updateUser — the profile fields (plus `currentPassword` when the e-mail changes) → the saved profile. */
export const updateProfile = (body: UpdateProfileBody): Promise<UserProfile> => request('api/updateUser', { method: 'put', json: body });

/** GET /api/getUserById/{id} — the shopper's own profile with `shipmentAddress`; 403 for another id. */
export const getUserById = (id: string): Promise<UserProfile> => request(`api/getUserById/${encodeURIComponent(id)}`);

/** PUT /api/updateUser/{userId} — `{ shipmentAddress }`, the whole new list → the list as saved (server ids). */
export const saveAddresses = (userId: string, shipmentAddress: AddressBookEntry[]): Promise<AddressListResponse> =>
  request(`api/updateUser/${encodeURIComponent(userId)}`, { method: 'put', json: { shipmentAddress } });

/** DELETE /api/removeAddress/{userId}/{addressId} → the new list. 404 when the address is not the shopper's. */
export const removeAddress = (userId: string, addressId: string): Promise<AddressListResponse> =>
  request(`api/removeAddress/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`, { method: 'delete' });
