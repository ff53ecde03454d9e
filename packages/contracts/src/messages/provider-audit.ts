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
  PROVIDER_AUDIT_UNREACHABLE: {
    status: 502,
    en: 'The game provider could not be reached. Please try the audit again later.',
    bm: 'Pembekal permainan tidak dapat dihubungi. Sila cuba audit semula kemudian.',
    cn: '无法连接游戏供应商，请稍后再执行对账审计。',
  },
} as const;
