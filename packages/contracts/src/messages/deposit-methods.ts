/** Messages of the Deposit Methods screen (the member deposit screen's method tiles). */
export const DEPOSIT_METHOD_MESSAGES = {
  DEPOSIT_METHOD_NOT_FOUND: {
    status: 404,
    en: 'Deposit method not found.',
    bm: 'Kaedah deposit tidak dijumpai.',
    cn: '未找到存款方式。',
  },
  DEPOSIT_METHOD_BANK_TAKEN: {
    status: 409,
    en: 'The bank account :bank already belongs to the deposit method :method. A bank account is the payment option of one deposit method only: remove it there first.',
    bm: 'Akaun bank :bank sudah menjadi milik kaedah deposit :method. Satu akaun bank hanya boleh menjadi pilihan pembayaran bagi satu kaedah deposit: keluarkannya dari sana dahulu.',
    cn: '银行账户 :bank 已属于存款方式 :method。一个银行账户只能作为一个存款方式的付款选项：请先从那里移除。',
  },
  DEPOSIT_METHOD_IN_USE: {
    status: 409,
    en: "This deposit method still has bank accounts or is named in a role's payment gateway. Hide it instead.",
    bm: 'Kaedah deposit ini masih mempunyai akaun bank atau dinamakan dalam gerbang pembayaran sesuatu peranan. Sembunyikannya sahaja.',
    cn: '此存款方式仍有银行账户，或被某个角色的支付通道引用。请改为隐藏。',
  },
  DEPOSIT_METHOD_ORDER_STALE: {
    status: 409,
    en: 'The deposit methods changed meanwhile. Reload the list and try again.',
    bm: 'Kaedah deposit telah berubah sementara itu. Muat semula senarai dan cuba lagi.',
    cn: '存款方式已被更改。请刷新列表后重试。',
  },
} as const;
