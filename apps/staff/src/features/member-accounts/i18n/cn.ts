export default {
  actions: { lock: '锁定', unlock: '解锁' },
  confirm: {
    lock: '锁定 {{product}} 账号 {{username}}？解锁前该账号不能存款或提款。',
    unlock: '解锁 {{product}} 账号 {{username}}？',
  },
};
