import { NO_DIFFERENCES, catalogDifferences } from '@manzil/shared/message-catalogs';
import { messages } from './messages';
import { messagesAr } from './messages.ar';

describe("this remote's Arabic messages (issue 13)", () => {
  it('have exactly the English ids, with the same ICU arguments', () => {
    expect(catalogDifferences(messages, messagesAr)).toEqual(NO_DIFFERENCES);
  });
});
