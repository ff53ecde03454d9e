/** Messages of the security rules: abuse limits, uploads. */
export const SECURITY_MESSAGES = {
  INVALID_SORT: {
    status: 400,
    en: 'This list cannot be sorted by that column.',
    bm: 'Senarai ini tidak boleh diisih mengikut lajur itu.',
    cn: '此列表无法按该列排序。',
  },
  HTTPS_URL_REQUIRED: {
    status: 422,
    en: 'Please enter an https:// address.',
    bm: 'Sila masukkan alamat https://.',
    cn: '请输入 https:// 地址。',
  },
  RECEIPT_REF_INVALID: {
    status: 422,
    en: 'A receipt must be an uploaded file or an https:// address.',
    bm: 'Resit mestilah fail yang dimuat naik atau alamat https://.',
    cn: '收据必须是已上传的文件或 https:// 地址。',
  },
  LOGIN_BACKOFF: {
    status: 429,
    en: 'Too many attempts. Please wait :seconds seconds and try again.',
    bm: 'Terlalu banyak percubaan. Sila tunggu :seconds saat dan cuba lagi.',
    cn: '尝试次数过多，请等待 :seconds 秒后重试。',
  },
  PIN_SESSION_REVOKED: {
    status: 401,
    en: 'Too many wrong Security Pins. Please login again.',
    bm: 'Terlalu banyak PIN keselamatan yang salah. Sila log masuk semula.',
    cn: '安全密码错误次数过多，请重新登录。',
  },
  SECRET_SESSION_REVOKED: {
    status: 401,
    en: 'Too many wrong passwords or Security Pins. Please login again.',
    bm: 'Terlalu banyak kata laluan atau PIN keselamatan yang salah. Sila log masuk semula.',
    cn: '密码或安全密码错误次数过多，请重新登录。',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests. Please wait a moment and try again.',
    bm: 'Terlalu banyak permintaan. Sila tunggu sebentar dan cuba lagi.',
    cn: '请求过多，请稍候再试。',
  },
} as const;
