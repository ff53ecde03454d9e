export default {
  title: 'Business Time Zone',
  zone: 'Time zone',
  hint: 'Today, report days, shifts, list date filters, daily caps and bank statement times follow this zone.',
  confirmSave: 'Change the business time zone to {{zone}}? Reports and days are cut in it at once.',
};
