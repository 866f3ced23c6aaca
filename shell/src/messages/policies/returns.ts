/** 'Returns & Exchanges Policy' (Consumer Protection Law No. 181 of 2018: 14 days, 30 days for defects). */
export const returnsPolicy: Record<string, string> = {
  'policy.returns.summary':
    'You may return or exchange what you bought on Manzil within 14 days of delivery, and within 30 days if it is defective or not as described. Collection is free.',
  'policy.returns.s1.heading': 'Your right to change your mind',
  'policy.returns.s1.body':
    'In line with the Egyptian Consumer Protection Law No. 181 of 2018, you may return or exchange any item within 14 days of the day it was delivered to you, without giving a reason.\n\nThe item must be unused, complete with its parts, fittings and accessories, and in the condition in which you received it. Keep the original packaging where you can; if you no longer have it, tell us and our team will wrap the item for you at collection.',
  'policy.returns.s2.heading': 'Defective or not as described',
  'policy.returns.s2.body':
    'If an item arrives damaged, has a manufacturing defect, or differs from its description, colour or measurements on the product page, you may return it for a full refund, a replacement or a repair, as you choose, within 30 days of delivery.\n\nPlease tell us about visible transport damage within 48 hours of delivery, with a photo, so that we can act on it with the delivery company at once.',
  'policy.returns.s3.heading': 'Items that cannot be returned for a change of mind',
  'policy.returns.s3.body':
    'As the law allows, the following cannot be returned if you simply change your mind. They remain fully covered if they are defective or not as described:\n\n- pieces made to your own measurements, fabric or finish;\n- mattresses, pillows and bedding once their hygiene seal is removed;\n- items you have assembled, altered, fixed to a wall or used.',
  'policy.returns.s4.heading': 'How to return or exchange',
  'policy.returns.s4.body':
    '- Contact us through the Contact Us page or at returns@manzil.eg with your order number, the item and, for a defect, a photo.\n- We confirm the return within one working day and agree a collection time with you.\n- Our delivery team collects the item from your home free of charge, anywhere in Egypt.\n- For an exchange, the new item is delivered as soon as the returned one has been checked, at no extra cost.',
  'policy.returns.s5.heading': 'Refunds',
  'policy.returns.s5.body':
    'We refund the full price you paid, to the card you paid with, within 14 days of receiving the returned item. Delivery is free, so there is no delivery charge to deduct. Depending on your bank, the amount may take a few more working days to appear on your statement.',
  'policy.returns.s6.heading': 'Warranty',
  'policy.returns.s6.body':
    'Beyond these 30 days, each brand warrants its products against manufacturing defects for the period shown on the product page, and at least for the period the law requires. Contact us and we will handle the claim with the brand for you.',
  'policy.returns.s7.heading': 'If we cannot agree',
  'policy.returns.s7.body':
    'We want to solve every problem ourselves, so please write to us first. You can also contact the Egyptian Consumer Protection Agency, whose hotline is 19588. Nothing in this policy limits the rights the law gives you.',
};
