/** Messages of the first run: creating the first operator on an empty site. */
export const FIRST_RUN_MESSAGES = {
  FIRST_RUN_DONE: {
    status: 409,
    en: 'This site is already set up: an operator exists. Please sign in.',
    bm: 'Laman ini sudah disediakan: operator sudah wujud. Sila log masuk.',
    cn: '本站点已完成设置：已存在操作员。请登录。',
  },
  FIRST_RUN_CODE_INVALID: {
    status: 403,
    en: 'The setup code is wrong or has expired. Use the code in the server log from its last start (restart the server for a new one).',
    bm: 'Kod persediaan salah atau telah tamat tempoh. Gunakan kod dalam log pelayan dari permulaan terakhirnya (mulakan semula pelayan untuk kod baharu).',
    cn: '设置代码错误或已过期。请使用服务器最近一次启动时日志中的代码（重启服务器可获得新代码）。',
  },
} as const;
