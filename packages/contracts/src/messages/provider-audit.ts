/** Messages of the provider audit and its discrepancies (staff). */
export const PROVIDER_AUDIT_MESSAGES = {
  DISCREPANCY_NOT_OPEN: {
    status: 409,
    en: 'This discrepancy is already resolved.',
    bm: 'Percanggahan ini telah diselesaikan.',
    cn: '此差异已处理。',
  },
  DISCREPANCY_ACTION_INVALID: {
    status: 409,
    en: 'This discrepancy cannot be resolved that way. Write it off with a remark instead.',
    bm: 'Percanggahan ini tidak boleh diselesaikan begitu. Hapus kira dengan catatan.',
    cn: '此差异不能这样处理，请填写备注后核销。',
  },
  PROVIDER_TIMING_INVALID: {
    status: 422,
    en: 'Enter a whole number within the range shown.',
    bm: 'Masukkan nombor bulat dalam julat yang ditunjukkan.',
    cn: '请输入所示范围内的整数。',
  },
  PROVIDER_BACKOFF_ORDER_INVALID: {
    status: 422,
    en: 'The longest wait between resends must be at least the first wait.',
    bm: 'Tempoh menunggu paling lama antara hantar semula mestilah sekurang-kurangnya tempoh menunggu pertama.',
    cn: '重发之间的最长等待时间不能短于首次等待时间。',
  },
  PROVIDER_AUDIT_UNREACHABLE: {
    status: 502,
    en: 'The game provider could not be reached. Please try the audit again later.',
    bm: 'Pembekal permainan tidak dapat dihubungi. Sila cuba audit semula kemudian.',
    cn: '无法连接游戏供应商，请稍后再执行对账审计。',
  },
} as const;
