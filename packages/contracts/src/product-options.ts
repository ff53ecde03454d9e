/**
 * A product's status and kiosk protocol choices, without zod, so the back-office can list them
 * as options without bundling the schemas.
 */

/** retired: hidden from members for good, kept for its history (a product money has moved through). */
export const PRODUCT_STATUSES = ['active', 'inactive', 'retired'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The protocols a kiosk connection can speak: the HTTP agent API of docs/provider-protocol.md. */
export const PROVIDER_KINDS = ['http'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
