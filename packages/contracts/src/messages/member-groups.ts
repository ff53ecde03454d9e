/** Messages of member tags, VIP levels and bonuses limited to them. */
export const MEMBER_GROUP_MESSAGES = {
  TAG_NOT_FOUND: {
    status: 404,
    en: 'Tag not found.',
    bm: 'Tag tidak dijumpai.',
    cn: '找不到该标签。',
  },
  TAG_NAME_TAKEN: {
    status: 409,
    en: 'A tag with this name already exists.',
    bm: 'Tag dengan nama ini sudah wujud.',
    cn: '已存在同名标签。',
  },
  TAG_IN_USE: {
    status: 409,
    en: 'A bonus is limited to this tag. Remove it from the bonus first.',
    bm: 'Satu bonus terhad kepada tag ini. Keluarkannya daripada bonus dahulu.',
    cn: '有红利限定了此标签，请先从红利中移除。',
  },
  VIP_LEVEL_NOT_FOUND: {
    status: 404,
    en: 'VIP level not found.',
    bm: 'Tahap VIP tidak dijumpai.',
    cn: '找不到该VIP等级。',
  },
  VIP_LEVEL_TAKEN: {
    status: 409,
    en: 'Another VIP level already has this name or rank.',
    bm: 'Tahap VIP lain sudah menggunakan nama atau kedudukan ini.',
    cn: '已有其他VIP等级使用此名称或排序。',
  },
  VIP_LEVEL_IN_USE: {
    status: 409,
    en: 'A bonus is limited to this VIP level. Remove it from the bonus first.',
    bm: 'Satu bonus terhad kepada tahap VIP ini. Keluarkannya daripada bonus dahulu.',
    cn: '有红利限定了此VIP等级，请先从红利中移除。',
  },
  MEMBERS_TAGGED: {
    status: 200,
    en: 'Tags updated on :members members.',
    bm: 'Tag dikemas kini pada :members ahli.',
    cn: '已更新 :members 名会员的标签。',
  },
  BONUS_NOT_FOR_MEMBER: {
    status: 422,
    en: 'This bonus is not available for this account. Choose another bonus or deposit without a bonus.',
    bm: 'Bonus ini tidak tersedia untuk akaun ini. Pilih bonus lain atau deposit tanpa bonus.',
    cn: '此账户不能使用该红利。请选择其他红利，或不选红利直接存款。',
  },
} as const;
