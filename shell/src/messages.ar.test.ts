import { NO_DIFFERENCES, catalogDifferences } from '@manzil/shared/message-catalogs';
import { messages } from './messages';
import { messagesAr } from './messages.ar';

describe("the shell's Arabic messages", () => {
  it('have exactly the English ids, with the same ICU arguments', () => {
    expect(catalogDifferences(messages, messagesAr)).toEqual(NO_DIFFERENCES);
  });

  it('are Arabic (beyond the language names, e-mail addresses and card brands that stay as they are)', () => {
    const same = Object.keys(messages).filter((id) => messages[id] === messagesAr[id]);
    expect(same.sort()).toEqual(['footer.email', 'header.language.ar', 'header.language.en', 'newsletter.placeholder'].sort());
  });
});
