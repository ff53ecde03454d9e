/**
 * Member account lock/unlock. Locking is ours, not the provider's: a locked account
 * keeps playing at the provider but no deposit or withdrawal moves through it here. Wording
 * follows the spec's other member account actions ('Freeze member account success.').
 */
export const MEMBER_ACCOUNT_LOCK_MESSAGES = {
  LOCK_ACCOUNT_SUCCESS: {
    status: 200,
    en: 'Lock member account success.',
    bm: 'Penguncian akaun ahli berjaya.',
    cn: '锁定会员账户成功。',
  },
  LOCK_ACCOUNT_FAILED: {
    status: 409,
    en: 'Lock member account failed.',
    bm: 'Penguncian akaun ahli gagal.',
    cn: '锁定会员账户失败。',
  },
  UNLOCK_ACCOUNT_SUCCESS: {
    status: 200,
    en: 'Unlock member account success.',
    bm: 'Buka kunci akaun ahli berjaya.',
    cn: '解锁会员账户成功。',
  },
  UNLOCK_ACCOUNT_FAILED: {
    status: 409,
    en: 'Unlock member account failed.',
    bm: 'Buka kunci akaun ahli gagal.',
    cn: '解锁会员账户失败。',
  },
  MEMBER_ACCOUNT_LOCKED: {
    status: 422,
    en: 'Member account is locked. Please contact customer service.',
    bm: 'Akaun ahli dikunci. Sila hubungi khidmat pelanggan.',
    cn: '会员账户已锁定，请联系客服。',
  },
} as const;
