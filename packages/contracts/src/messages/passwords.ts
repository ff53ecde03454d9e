import type { PasswordProblem } from '../password-rules.ts';

/** Why a new staff password is refused (the numbers are those of password-rules.ts). */
export const PASSWORD_MESSAGES = {
  PASSWORD_TOO_SHORT: {
    status: 422,
    en: 'Password must be at least 12 characters.',
    bm: 'Kata laluan mestilah sekurang-kurangnya 12 aksara.',
    cn: '密码至少需要 12 个字符。',
  },
  PASSWORD_TOO_LONG: {
    status: 422,
    en: 'Password must be at most 128 characters.',
    bm: 'Kata laluan mestilah tidak melebihi 128 aksara.',
    cn: '密码最多 128 个字符。',
  },
  PASSWORD_HAS_USERNAME: {
    status: 422,
    en: 'Password must not contain the username.',
    bm: 'Kata laluan tidak boleh mengandungi nama pengguna.',
    cn: '密码不能包含用户名。',
  },
  PASSWORD_TOO_COMMON: {
    status: 422,
    en: 'This password is on a list of common or leaked passwords. Please choose another.',
    bm: 'Kata laluan ini terdapat dalam senarai kata laluan biasa atau yang telah bocor. Sila pilih yang lain.',
    cn: '该密码在常见或已泄露密码列表中，请另选一个。',
  },
  PASSWORD_TOO_WEAK: {
    status: 422,
    en: 'This password is too easy to guess. Try a longer phrase of several unrelated words.',
    bm: 'Kata laluan ini terlalu mudah diteka. Cuba frasa yang lebih panjang daripada beberapa perkataan yang tidak berkaitan.',
    cn: '该密码太容易被猜到。请尝试由几个不相关的词组成的较长短语。',
  },
} as const satisfies Record<PasswordProblem, { status: number; en: string; bm: string; cn: string }>;
