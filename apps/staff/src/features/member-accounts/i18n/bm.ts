export default {
  actions: { lock: 'Kunci', unlock: 'Buka kunci' },
  confirm: {
    lock: 'Kunci akaun {{product}} {{username}}? Tiada deposit atau pengeluaran melaluinya sehingga ia dibuka.',
    unlock: 'Buka kunci akaun {{product}} {{username}}?',
  },
};
