export default {
  spins: {
    title: 'Putaran bertuah',
    available: 'Baki putaran',
    grant: 'Beri putaran',
    grantTitle: 'Beri putaran kepada {{name}}',
    count: 'Putaran',
    remark: 'Catatan (sebab)',
    confirmGrant: 'Beri {{count}} putaran kepada {{name}}?',
    none: 'Belum ada putaran diberikan.',
    reasons: { deposit: 'Deposit', staff: 'Kakitangan' },
  },
  rollover: {
    title: 'Rollover tertunggak',
    account: 'Akaun permainan',
    target: 'Sasaran',
    turnover: 'Pertaruhan sejak',
    remaining: 'Masih terhutang',
    since: 'Sejak',
    none: 'Tiada rollover tertunggak.',
    unknown: 'Penyedia tidak tersedia',
    clear: 'Kosongkan',
    clearTitle: 'Kosongkan rollover',
    remark: 'Catatan (sebab)',
    confirmClear:
      'Kosongkan rollover RM {{target}} bagi {{username}}? Ahli boleh mengeluarkan wang serta-merta.',
  },
};
