/** 'Compliance Policy'. */
export const compliancePolicy: Record<string, string> = {
  'policy.compliance.summary':
    'The laws we follow, what we ask of every brand that sells on Manzil, and how to tell us when something is not right.',
  'policy.compliance.s1.heading': 'The laws we follow',
  'policy.compliance.s1.body':
    '- The Consumer Protection Law No. 181 of 2018: clear information, fair prices, and your rights to return, exchange and repair.\n- The Personal Data Protection Law No. 151 of 2020: how we collect, use and protect your personal data.\n- Egyptian tax law, including the electronic invoicing and receipt system of the Egyptian Tax Authority.\n- The Anti-Money Laundering Law No. 80 of 2002 and the rules of the Central Bank of Egypt on electronic payments.',
  'policy.compliance.s2.heading': 'Who may sell on Manzil',
  'policy.compliance.s2.body':
    'Every brand on Manzil is a business registered in Egypt. Before a brand can sell, we check its commercial register, its tax card and the identity of the people who represent it, and we review these again every year.',
  'policy.compliance.s3.heading': 'What we ask of every brand',
  'policy.compliance.s3.body':
    '- Describe every product honestly: materials, measurements, colours, lead time and stock.\n- Show real prices, with VAT included; a sale price must replace a price that was actually charged.\n- Meet the applicable Egyptian standards for safety and quality.\n- Honour the returns, exchanges and warranty that Egyptian law and our policies give customers.\n- Respect the rights of workers, and the intellectual property of other designers.',
  'policy.compliance.s4.heading': 'Products we do not allow',
  'policy.compliance.s4.body':
    'Counterfeit or copied designs, products that do not meet safety requirements, items made from protected wildlife or illegally logged timber, and anything whose sale is forbidden in Egypt.',
  'policy.compliance.s5.heading': 'When a brand breaks the rules',
  'policy.compliance.s5.body':
    'We may remove a product, suspend a brand, or end our agreement with it. Customers whose orders are affected are refunded or offered a replacement in full.',
  'policy.compliance.s6.heading': 'Reporting a concern',
  'policy.compliance.s6.body':
    'If you see a listing that breaks these rules, or any conduct that worries you, write to compliance@manzil.eg. You may report in confidence; we look into every report and never penalise anyone for raising a concern in good faith.',
};
