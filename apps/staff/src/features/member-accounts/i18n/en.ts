export default {
  actions: { lock: 'Lock', unlock: 'Unlock' },
  confirm: {
    lock: 'Lock {{product}} account {{username}}? No deposit or withdrawal moves through it until it is unlocked.',
    unlock: 'Unlock {{product}} account {{username}}?',
  },
};
