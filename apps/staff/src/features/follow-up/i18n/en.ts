export default {
  title: 'Follow Up',
  open: 'Open',
  settledTab: 'Settled',
  kinds: {
    lead: 'Landing lead',
    member: 'Member',
  },
  won: 'Won',
  lost: 'Lost',
  reason: 'Reason',
  reasons: {
    landing_won: 'Landing page: won',
    landing_lost: 'Landing page: did not win',
    fraud: 'Marked as fraud',
  },
  settledAt: 'Settled',
  settle: 'Settle',
  settleTitle: 'Settle follow-up: {{name}}',
  confirmSettle: 'Settle the follow-up of {{name}}?',
  remarkRequired: 'Please enter a remark.',
  settled: 'Follow-up settled.',
};
