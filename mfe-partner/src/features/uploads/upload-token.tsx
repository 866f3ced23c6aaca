import { createContext, useCallback, useContext, useRef } from 'react';
import { getUploadToken } from '../vendor-api';

/**
 * The application form's upload token (POST /api/uploads/token): asked for once, at the first
 * document, and then sent with every document and with the application itself, which alone may
 * claim them. A failed request is asked again at the next try.
 */
export function useApplicationUploadToken(): () => Promise<string> {
  const pending = useRef<Promise<string> | null>(null);
  return useCallback(() => {
    pending.current ??= getUploadToken().then(
      ({ token }) => token,
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, []);
}

/** The enclosing application form's token getter; null in the vendor area (the session is enough). */
export const UploadTokenContext = createContext<(() => Promise<string>) | null>(null);

/** The token getter of the enclosing application form, if any (see UploadTokenContext). */
export const useUploadToken = () => useContext(UploadTokenContext);
