import type { RECEIPT_TYPES } from './receipts.table.ts';

type ReceiptType = (typeof RECEIPT_TYPES)[number];

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What a receipt's bytes are, read from their magic numbers (the sender's declared type is only
 * its word): PNG, JPEG, WebP or PDF, or null for anything else (HTML, SVG, scripts, archives).
 */
export function receiptTypeOf(bytes: Buffer): ReceiptType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
