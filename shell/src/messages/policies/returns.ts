/** 'Returns & Exchanges Policy': its numbers are RETURN_RULES of @manzil/shared/contract, filled in by the policy page. */
export const returnsPolicy: Record<string, string> = {
  'policy.returns.summary':
    'You may return what you bought on Manzil within {changeOfMindDays} days of its delivery without giving a reason, and within {defectDays} days if it is defective or not as described. The shop answers your request within {vendorAnswerHours} hours, and your refund is made within {refundDays} days by the means you paid.',
  'policy.returns.s1.heading': 'Your right to change your mind',
  'policy.returns.s1.body':
    'In line with the Egyptian Consumer Protection Law No. 181 of 2018 (article 17), you may return any item within {changeOfMindDays} days of the delivery the shop recorded, without giving a reason.\n\nThe item must be unused, complete with its parts, fittings and accessories, and in the condition in which you received it.',
  'policy.returns.s2.heading': 'Defective or not as described',
  'policy.returns.s2.body':
    'If an item arrives damaged, has a manufacturing defect, is the wrong item or misses parts, you may return it within {defectDays} days of delivery (article 21). Add photos to your request. For a defect, the delivery charge is refunded too.',
  'policy.returns.s3.heading': 'Made-to-order items',
  'policy.returns.s3.body':
    'A product its shop marks as made to order (the product page says so before you buy) cannot be returned for a change of mind. It remains fully covered for {defectDays} days if it is defective or not as described.',
  'policy.returns.s4.heading': 'How to cancel or return',
  'policy.returns.s4.body':
    '- Until a shop ships your items, you can cancel the whole order, or one shop’s part of it, from your order in My Account.\n- Once delivered, choose “Return an item” on the order: pick the items and how many, a reason and, for a defect, photos. The page shows which kind of return is still open and why.\n- The shop approves with a pickup date, or rejects with a reason, within {vendorAnswerHours} hours.\n- If the shop does not answer in time, or you disagree with a rejection, ask Manzil support to decide from the same page. Their decision is final.',
  'policy.returns.s5.heading': 'Refunds',
  'policy.returns.s5.body':
    'Once the shop has received the item (or at once, for a defect Manzil support accepts without a pickup), we refund you within {refundDays} days by the means you paid (article 40): a card payment back to the card — a cancellation on the day of payment is simply voided, so you are never charged — and a cash-on-delivery payment by transfer to the mobile wallet or bank account you give. Each returned unit is refunded once; you can follow every step and the refund’s status on your order.',
  'policy.returns.s6.heading': 'Warranty',
  'policy.returns.s6.body':
    'Beyond these {defectDays} days, each brand warrants its products against manufacturing defects for the period shown on the product page, and at least for the period the law requires. Contact us and we will handle the claim with the brand for you.',
  'policy.returns.s7.heading': 'If we cannot agree',
  'policy.returns.s7.body':
    'We want to solve every problem ourselves, so please write to us first. You can also contact the Egyptian Consumer Protection Agency, whose hotline is 19588. Nothing in this policy limits the rights the law gives you.',
};
