/** Messages of the receipt rules: who may upload and read a receipt, and what a receipt may be. */
export const RECEIPT_MESSAGES = {
  RECEIPT_UPLOAD_FORBIDDEN: {
    status: 403,
    en: 'Your role cannot upload receipts: it needs a permission to create or complete deposits or withdrawals.',
    bm: 'Peranan anda tidak boleh memuat naik resit: ia memerlukan kebenaran untuk mencipta atau melengkapkan deposit atau pengeluaran.',
    cn: '您的角色无法上传收据：需要创建或完成存款或提款的权限。',
  },
  RECEIPT_NOT_YOURS: {
    status: 403,
    en: 'This receipt is not attached to a transaction yet; only the operator who uploaded it can open it.',
    bm: 'Resit ini belum dilampirkan pada transaksi; hanya operator yang memuat naiknya boleh membukanya.',
    cn: '此收据尚未附加到交易；只有上传它的操作员可以打开。',
  },
  RECEIPT_FILE_TYPE: {
    status: 422,
    en: 'A receipt must be a PNG, JPEG or WebP picture or a PDF file.',
    bm: 'Resit mestilah gambar PNG, JPEG atau WebP atau fail PDF.',
    cn: '收据必须是 PNG、JPEG 或 WebP 图片或 PDF 文件。',
  },
  RECEIPT_TOO_LARGE: {
    status: 413,
    en: 'A receipt can be at most 5 MB.',
    bm: 'Resit tidak boleh melebihi 5 MB.',
    cn: '收据最大为 5 MB。',
  },
  RECEIPT_UPLOAD_LIMIT: {
    status: 429,
    en: 'Too many receipts uploaded in the last minute. Please wait a minute and try again.',
    bm: 'Terlalu banyak resit dimuat naik dalam seminit yang lalu. Sila tunggu seminit dan cuba lagi.',
    cn: '过去一分钟上传的收据过多。请等待一分钟后重试。',
  },
} as const;
