/** 'Shipping Policy'. */
export const shippingPolicy: Record<string, string> = {
  'policy.shipping.summary':
    'Free delivery to every governorate in Egypt, carried to the room you choose, with the delivery day agreed with you in advance.',
  'policy.shipping.s1.heading': 'Where we deliver',
  'policy.shipping.s1.body':
    'We deliver to every governorate in Egypt, including the North Coast, Sinai and the Red Sea. We do not ship outside Egypt at the moment.',
  'policy.shipping.s2.heading': 'Delivery cost',
  'policy.shipping.s2.body': 'Delivery is free on every order, whatever its size or weight and wherever you live in Egypt.',
  'policy.shipping.s3.heading': 'Delivery times',
  'policy.shipping.s3.body':
    '- Ready To Ship pieces leave the workshop within 48 hours.\n- Greater Cairo and Alexandria: usually 3 to 7 working days after dispatch.\n- Other governorates: usually 5 to 10 working days after dispatch.\n- Made-to-order pieces: the lead time shown on the product page, counted from your order.\n\nWorking days are Saturday to Thursday, except official holidays.',
  'policy.shipping.s4.heading': 'Arranging the delivery',
  'policy.shipping.s4.body':
    'Before delivery we call you to agree a day and a time window. If nobody can receive the order, we arrange a new date with you free of charge. An order that contains pieces from several brands may arrive in more than one delivery; each is free.',
  'policy.shipping.s5.heading': 'On delivery day',
  'policy.shipping.s5.body':
    'Our teams carry every piece to the room you choose, including upstairs where the building allows it. Assembly is included for the pieces whose product page says so. Please check the items in front of the delivery team and note any visible damage on the delivery receipt; you can also tell us within 48 hours.',
  'policy.shipping.s6.heading': 'Tracking',
  'policy.shipping.s6.body':
    'Follow your order on the Track Order page or in My Account under Orders. We also e-mail you when your order ships and on the day of delivery.',
  'policy.shipping.s7.heading': 'Delays',
  'policy.shipping.s7.body':
    'If a delivery will be later than the date we gave you, we tell you as soon as we know, with a new date. If the new date does not suit you, you may cancel that item for a full refund.',
};
