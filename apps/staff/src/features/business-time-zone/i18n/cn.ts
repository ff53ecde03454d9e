export default {
  title: '营业时区',
  zone: '时区',
  hint: '今日、报表日期、班次、列表日期筛选、每日上限和银行对账单时间均按此时区计算。',
  confirmSave: '将营业时区改为 {{zone}}？报表和日期将立即按此时区划分。',
};
