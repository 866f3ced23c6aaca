// @manzil/shared/contract: the zod schemas of every request and response of the Manzil API,
// written once and imported by the API's routes, the client's calls and the forms alike.
// Only zod is imported here (no React, no DOM), so the API can bundle it. Relative imports
// carry their `.ts` extension, which both the API (NodeNext) and the apps (Bundler) resolve.
export { apiErrorSchema } from './errors.ts';
export type { ApiErrorBody } from './errors.ts';
export {
  MAX_ADDRESSES,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  accountMessageSchema,
  addressListResponse,
  changePasswordBody,
  resetPasswordBody,
  sendOtpBody,
  shippingAddressInput,
  shippingAddressSchema,
  updateAddressesBody,
  updateProfileBody,
  userProfileSchema,
  verifyOtpBody,
  verifyOtpResponse,
} from './account.ts';
export type {
  AccountMessage,
  AddressListResponse,
  ChangePasswordBody,
  ResetPasswordBody,
  SendOtpBody,
  ShippingAddressInput,
  UpdateAddressesBody,
  UpdateProfileBody,
  UserProfileJson,
  VerifyOtpBody,
  VerifyOtpResponse,
} from './account.ts';
