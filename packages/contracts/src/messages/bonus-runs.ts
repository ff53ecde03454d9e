/** Messages of rebate and referral runs. */
export const BONUS_RUN_MESSAGES = {
  BONUS_NOT_RUNNABLE: {
    status: 422,
    en: 'Only an active rebate or referral bonus can be paid for a period.',
    bm: 'Hanya bonus rebat atau rujukan yang aktif boleh dibayar untuk satu tempoh.',
    cn: '只有启用中的返水或推荐红利可以按期间发放。',
  },
  BONUS_PERIOD_NOT_ENDED: {
    status: 422,
    en: 'The period has not ended yet.',
    bm: 'Tempoh ini belum tamat.',
    cn: '该期间尚未结束。',
  },
  BONUS_PERIOD_PAID: {
    status: 409,
    en: 'This bonus has already been paid for :from to :to.',
    bm: 'Bonus ini sudah dibayar untuk :from hingga :to.',
    cn: '该红利已发放：:from 至 :to。',
  },
  BONUS_RUN_PAID: {
    status: 200,
    en: 'Paid RM :total to :members members.',
    bm: 'RM :total dibayar kepada :members ahli.',
    cn: '已向 :members 名会员发放 RM :total。',
  },
  BONUS_NOTHING_TO_PAY: {
    status: 422,
    en: 'There is nothing to pay for this period.',
    bm: 'Tiada apa-apa untuk dibayar bagi tempoh ini.',
    cn: '该期间没有可发放的金额。',
  },
} as const;
