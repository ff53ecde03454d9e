/** Messages of product create, its kiosk connection test, retire and delete. */
export const PRODUCT_MESSAGES = {
  PRODUCT_NAME_TAKEN: {
    status: 422,
    en: 'A product with this name already exists.',
    bm: 'Produk dengan nama ini sudah wujud.',
    cn: '已存在同名产品。',
  },
  PRODUCT_CONNECTION_OK: {
    status: 200,
    en: 'The kiosk answered: agent credit RM :amount.',
    bm: 'Kiosk menjawab: kredit ejen RM :amount.',
    cn: '终端已响应：代理额度 RM :amount。',
  },
  PRODUCT_CONNECTION_UNREACHABLE: {
    status: 422,
    en: 'The kiosk did not answer at this API address. Check the address and try again.',
    bm: 'Kiosk tidak menjawab di alamat API ini. Semak alamat dan cuba lagi.',
    cn: '此 API 地址的终端没有响应。请检查地址后重试。',
  },
  PRODUCT_CONNECTION_TIMEOUT: {
    status: 422,
    en: 'The kiosk did not answer in time. Try again, or check the API address.',
    bm: 'Kiosk tidak menjawab dalam masa. Cuba lagi, atau semak alamat API.',
    cn: '终端未及时响应。请重试，或检查 API 地址。',
  },
  PRODUCT_CONNECTION_REFUSED: {
    status: 422,
    en: 'The kiosk refused the connection: :reason. Check the kiosk code and agent key.',
    bm: 'Kiosk menolak sambungan: :reason. Semak kod kiosk dan kunci ejen.',
    cn: '终端拒绝连接：:reason。请检查终端代码和代理密钥。',
  },
  PRODUCT_CONNECTION_REQUIRED: {
    status: 422,
    en: 'Please enter the kiosk connection: API address, kiosk code and agent key.',
    bm: 'Sila masukkan sambungan kiosk: alamat API, kod kiosk dan kunci ejen.',
    cn: '请输入终端连接：API 地址、终端代码和代理密钥。',
  },
  PRODUCT_API_ADDRESS_INVALID: {
    status: 422,
    en: 'Please enter an http:// or https:// address.',
    bm: 'Sila masukkan alamat http:// atau https://.',
    cn: '请输入 http:// 或 https:// 地址。',
  },
  PRODUCT_RETIRED: {
    status: 409,
    en: 'This product is retired: it stays hidden from members and is kept for its history.',
    bm: 'Produk ini telah bersara: ia kekal tersembunyi daripada ahli dan disimpan untuk sejarahnya.',
    cn: '此产品已下架：对会员保持隐藏，并为历史记录保留。',
  },
  PRODUCT_HAS_HISTORY: {
    status: 409,
    en: 'This product has game accounts or transactions: retire it instead of deleting it.',
    bm: 'Produk ini mempunyai akaun permainan atau transaksi: bersarakan ia dan bukannya memadamnya.',
    cn: '此产品已有游戏账户或交易：请下架而不是删除。',
  },
} as const;
