export default {
  title: '跟进',
  open: '待处理',
  settledTab: '已处理',
  kinds: {
    lead: '落地页线索',
    member: '会员',
  },
  won: '中奖',
  lost: '未中奖',
  reason: '原因',
  reasons: {
    landing_won: '落地页：中奖',
    landing_lost: '落地页：未中奖',
    fraud: '标记为欺诈',
  },
  settledAt: '处理时间',
  settle: '处理完成',
  settleTitle: '处理跟进：{{name}}',
  confirmSettle: '确认处理 {{name}} 的跟进？',
  remarkRequired: '请输入备注。',
  settled: '跟进已处理。',
};
