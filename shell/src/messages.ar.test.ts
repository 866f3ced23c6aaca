import { messages } from './messages';
import { messagesAr } from './messages.ar';

describe("the shell's Arabic messages", () => {
  it('are Arabic (beyond the language names, e-mail addresses and card brands that stay as they are)', () => {
    const same = Object.keys(messages).filter((id) => messages[id] === messagesAr[id]);
    expect(same.sort()).toEqual(['footer.email', 'header.language.ar', 'header.language.en', 'newsletter.placeholder'].sort());
  });
});
