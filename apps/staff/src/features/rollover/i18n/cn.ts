export default {
  title: '流水设置',
  confirmSave: '保存流水设置？将从下一笔存款和提款起生效。',
  clearBelow: '余额等于或低于此金额时清除未完成的流水',
  clearBelowHint: '会员已（几乎）输光：流水目标不再阻止提款。',
  defaultMultiplier: '新红利：流水倍数',
  defaultCalculation: '新红利：流水计算方式',
  defaultType: '新红利：流水类型',
  calculations: { deposit_bonus: '存款加红利', bonus: '仅红利' },
  types: { stack: '叠加', addon: '附加' },
};
