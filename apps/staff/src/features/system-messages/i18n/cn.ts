export default {
  title: '系统消息',
  hint: '会员和员工看到的回复文字（按语言）。留空则使用默认文字。请保留以冒号开头的词（例如 :amount），它们会被自动填入。',
  code: '消息',
  edited: '已修改',
  text: '文字',
  default: '默认',
  confirmSave: '保存 {{code}} 的文字？回复将立即使用。',
};
