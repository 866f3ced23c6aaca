/** Request bodies of the sign-in and sign-up routes. */
import { z } from 'zod';
import { emailField } from '../lib/validation.ts';

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

const nameField = z.string().trim().min(1).max(60);

export const signupBody = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField(),
  password: z
    .string()
    .min(8, { error: 'must be at least 8 characters' })
    .max(200, { error: 'must be at most 200 characters' }),
});
