export default {
  agentCredit: 'Kredit ejen',
  agentCreditLow: 'Rendah',
  agentCreditUnknown: 'Belum disegerakkan',
  agentCreditChecked: 'Dilaporkan oleh kiosk pada {{at}}',
  warningLabel: 'Beri amaran apabila kredit ejen kiosk di bawah (RM)',
  warningSave: 'Simpan',
};
