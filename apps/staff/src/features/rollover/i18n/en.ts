export default {
  title: 'Rollover Settings',
  confirmSave: 'Save the rollover settings? They apply to the next deposit and withdrawal.',
  clearBelow: 'Clear an outstanding rollover when the balance is at or below',
  clearBelowHint: 'The member has lost (almost) everything: the target no longer holds a withdrawal back.',
  defaultMultiplier: 'New bonus: rollover multiplier',
  defaultCalculation: 'New bonus: rollover calculation',
  defaultType: 'New bonus: rollover type',
  calculations: { deposit_bonus: 'Deposit plus bonus', bonus: 'Bonus only' },
  types: { stack: 'Stack', addon: 'Add-on' },
};
