export default {
  guessTitle: '已根据列名猜测列映射',
  guessHint: '请检查下方的列与预览行；确认一次后，此银行账户会记住该映射。',
  confirmGuess: '确认这些列',
  remembered: '正在使用此银行账户之前确认的列映射。',
  reference: '参考号',
};
