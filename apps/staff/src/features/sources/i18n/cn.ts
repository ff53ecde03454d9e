export default {
  title: '来源',
  create: '创建来源',
  edit: '编辑来源',
  isDefault: '默认',
  default: '默认',
  defaultHint: '没有来源的新会员将使用默认来源。只能有一个默认来源。',
  members: '会员数',
  confirmSave: '保存来源 {{name}}？',
};
