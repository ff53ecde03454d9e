/** The operator's desk: claims, the Workstation, signing out with unverified items. */
export const DESK_MESSAGES = {
  CLAIM_EXPIRY_INVALID: {
    status: 422,
    en: 'Claim expiry must be a whole number of minutes from 1 to 1440.',
    bm: 'Tamat tempoh tuntutan mestilah nombor minit bulat dari 1 hingga 1440.',
    cn: '认领有效期必须是 1 到 1440 之间的整数分钟。',
  },
} as const;
