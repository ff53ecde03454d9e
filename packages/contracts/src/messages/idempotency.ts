/** Messages of idempotent staff money writes. */
export const IDEMPOTENCY_MESSAGES = {
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 428,
    en: 'This request needs an Idempotency-Key header. Please reload the page and try again.',
    bm: 'Permintaan ini memerlukan pengepala Idempotency-Key. Sila muat semula halaman dan cuba lagi.',
    cn: '此请求需要 Idempotency-Key 标头。请刷新页面后重试。',
  },
  IDEMPOTENCY_KEY_CONFLICT: {
    status: 409,
    en: 'This request key was already used for a different request. Please submit the form again.',
    bm: 'Kunci permintaan ini telah digunakan untuk permintaan lain. Sila hantar borang sekali lagi.',
    cn: '该请求密钥已用于其他请求。请重新提交表单。',
  },
} as const;
