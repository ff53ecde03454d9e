/** Messages of the second approver: amount limits per role and the adjustment's remark. */
export const SECOND_APPROVAL_MESSAGES = {
  AWAITING_SECOND_APPROVAL: {
    status: 200,
    en: 'Above your limit: it now waits for a second approval. No money has moved.',
    bm: 'Melebihi had anda: ia kini menunggu kelulusan kedua. Tiada wang dipindahkan.',
    cn: '超出您的限额：现等待第二次审批，资金尚未变动。',
  },
  SECOND_APPROVAL_SAME_OPERATOR: {
    status: 403,
    en: 'You approved this first: a second operator must approve it.',
    bm: 'Anda telah meluluskannya dahulu: operator kedua mesti meluluskannya.',
    cn: '您已进行第一次审批：必须由另一位操作员审批。',
  },
  SECOND_APPROVAL_OVER_LIMIT: {
    status: 403,
    en: 'This amount is above your own limit: an operator with a higher limit must approve it.',
    bm: 'Jumlah ini melebihi had anda sendiri: operator dengan had lebih tinggi mesti meluluskannya.',
    cn: '此金额超出您自己的限额：须由限额更高的操作员审批。',
  },
  ADJUSTMENT_REMARK_REQUIRED: {
    status: 422,
    en: 'Please enter a remark for the adjustment.',
    bm: 'Sila masukkan catatan untuk pelarasan.',
    cn: '请填写调整备注。',
  },
  ROLE_LIMIT_OUTRANKS: {
    status: 403,
    en: 'These amount limits are above your own role: set each at most to your limit.',
    bm: 'Had jumlah ini melebihi peranan anda sendiri: tetapkan setiap satu tidak melebihi had anda.',
    cn: '这些金额限额高于您自己的角色：每项不得超过您的限额。',
  },
} as const;
