import { createContext, useContext } from 'react';
import type { FieldMessages } from './field-messages';

/** What a `Form` tells its fields beyond react-hook-form's own context: the message ids per field. */
export const FormMessagesContext = createContext<FieldMessages | undefined>(undefined);

/** The message ids of the enclosing `Form`. */
export function useFormMessages(): FieldMessages | undefined {
  return useContext(FormMessagesContext);
}
