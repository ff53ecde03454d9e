export default {
  title: '操作员',
  create: '创建操作员',
  edit: '编辑操作员',
  passwordKeep: '留空则保留当前密码。',
  confirmCreate: '创建操作员 {{name}}？',
  confirmUpdate: '保存对操作员 {{name}} 的修改？新密码或停用会使其退出登录。',
};
