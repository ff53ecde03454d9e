/** A role's payment gateway limits which bank groups' deposits and withdrawals it handles. */
export const PAYMENT_GATEWAY_MESSAGES = {
  OUTSIDE_PAYMENT_GATEWAY: {
    status: 403,
    en: "This transaction's bank is not in your role's payment gateway.",
    bm: 'Bank transaksi ini tiada dalam gerbang pembayaran peranan anda.',
    cn: '此交易的银行不在您角色的支付网关内。',
  },
} as const;
