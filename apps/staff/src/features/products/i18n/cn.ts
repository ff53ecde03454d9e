export default {
  agentCredit: '代理额度',
  agentCreditLow: '偏低',
  agentCreditUnknown: '尚未同步',
  agentCreditChecked: '终端于 {{at}} 报告',
  warningLabel: '终端代理额度低于此值时提醒（RM）',
  warningSave: '保存',
};
