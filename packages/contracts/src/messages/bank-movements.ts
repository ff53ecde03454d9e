/** Messages of the Bank Balances screen: own-account transfers and expenses. */
export const BANK_MOVEMENT_MESSAGES = {
  ENTER_AMOUNT: { status: 422, en: 'Please enter amount!', bm: 'Sila masukkan jumlah!', cn: '请输入金额！' },
  SELECT_EXPENSE_CATEGORY: {
    status: 422,
    en: 'Please select expense category!',
    bm: 'Sila pilih kategori perbelanjaan!',
    cn: '请选择支出类别！',
  },
  BANK_TRANSFER_SAME_BANK: {
    status: 422,
    en: 'Choose two different bank accounts.',
    bm: 'Pilih dua akaun bank yang berlainan.',
    cn: '请选择两个不同的银行账户。',
  },
  BANK_BALANCE_TOO_LOW: {
    status: 422,
    en: 'The bank account balance is too low: it may not go below zero.',
    bm: 'Baki akaun bank terlalu rendah: ia tidak boleh kurang daripada sifar.',
    cn: '银行账户余额不足：余额不能低于零。',
  },
} as const;
