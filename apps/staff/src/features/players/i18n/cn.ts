export default {
  gameIds: '游戏ID',
  depositCount: '存款次数',
  lastDeposit: '最后存款',
  registeredAt: '注册时间',
  bank: '银行信息',
  edit: '玩家 {{name}}',
  confirmSave: '保存会员 {{name}} 的更改？',
};
