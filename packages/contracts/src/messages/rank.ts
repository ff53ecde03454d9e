/** Messages of the rank rule: who may create, edit or deactivate which roles and operators. */
export const RANK_MESSAGES = {
  ROLE_OUTRANKS: {
    status: 403,
    en: 'This role is above your rank: it holds a permission, payment gateway or bank group your own role does not.',
    bm: 'Peranan ini melebihi pangkat anda: ia memegang kebenaran, gerbang pembayaran atau kumpulan bank yang tiada pada peranan anda.',
    cn: '此角色高于您的级别：它拥有您的角色所没有的权限、支付通道或银行组。',
  },
  OPERATOR_OUTRANKS: {
    status: 403,
    en: "This operator's role is above your rank: it holds a permission, payment gateway or bank group your own role does not.",
    bm: 'Peranan operator ini melebihi pangkat anda: ia memegang kebenaran, gerbang pembayaran atau kumpulan bank yang tiada pada peranan anda.',
    cn: '此操作员的角色高于您的级别：它拥有您的角色所没有的权限、支付通道或银行组。',
  },
  CANNOT_CHANGE_OWN_ACCESS: {
    status: 403,
    en: 'You cannot deactivate your own account or change your own role.',
    bm: 'Anda tidak boleh menyahaktifkan akaun sendiri atau menukar peranan sendiri.',
    cn: '您不能停用自己的账户或更改自己的角色。',
  },
} as const;
