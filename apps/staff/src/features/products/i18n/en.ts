export default {
  agentCredit: 'Agent credit',
  agentCreditLow: 'Low',
  agentCreditUnknown: 'Not synced yet',
  agentCreditChecked: 'Reported by the kiosk on {{at}}',
  warningLabel: 'Warn when a kiosk’s agent credit is below (RM)',
  warningSave: 'Save',
};
