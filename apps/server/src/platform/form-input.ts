/** Defined in the contracts, where staff request schemas live. */
export { imageRef, localized, optionalInstant, position } from '@topup/contracts/form-fields.ts';
