/**
 * The e-mails of sign-up (docs/security.md "Sign-up"), in English or Arabic: the link that
 * finishes a new account, and the notice to an account's owner that someone tried to sign up
 * with their address. The sign-up answers the same either way; only the mailbox's owner learns which.
 */
import type { Locale } from '../lib/locale.ts';
import type { OutgoingMail } from '../plugins/mailer.ts';
import { escapeHtml, htmlFor, signature } from './locale.ts';

/** A plain-text mail of blocks (paragraphs; lines inside one joined by line breaks) and its HTML. */
function blocksMail(to: string, subject: string, blocks: string[], locale: Locale): OutgoingMail {
  const text = blocks.join('\n\n');
  const html = blocks.map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`).join('\n');
  return { to, subject, text, html: htmlFor(locale, html) };
}

/** The link that creates the account signed up for, valid `hours` hours (one use); in `locale`. */
export function signupConfirmEmail(to: string, firstName: string, link: string, hours: number, locale: Locale = 'en'): OutgoingMail {
  if (locale === 'ar') {
    return blocksMail(
      to,
      'أكمل إنشاء حسابك في منزل',
      [
        `مرحبًا ${firstName}،`,
        `لإكمال إنشاء حسابك في منزل، افتح هذا الرابط خلال ${hours} ساعة:\n${link}`,
        'إذا لم تطلب إنشاء حساب، فتجاهل هذه الرسالة: لن يُنشأ أي حساب.',
        signature('ar'),
      ],
      'ar',
    );
  }
  return blocksMail(
    to,
    'Finish creating your Manzil account',
    [
      `Hello ${firstName},`,
      `To finish creating your Manzil account, open this link within ${hours} hours:\n${link}`,
      'If you did not sign up, ignore this e-mail: no account will be created.',
      signature('en'),
    ],
    'en',
  );
}

/**
 * To the owner of an existing account: someone (maybe they) tried to sign up with this address.
 * `signInUrl` is the store's sign-in page, where "Forgot Password?" also is; in `locale`.
 */
export function signupAttemptEmail(to: string, firstName: string, signInUrl: string, locale: Locale = 'en'): OutgoingMail {
  if (locale === 'ar') {
    return blocksMail(
      to,
      'محاولة إنشاء حساب بعنوان بريدك في منزل',
      [
        `مرحبًا ${firstName}،`,
        'حاول شخص ما للتو إنشاء حساب جديد في منزل بعنوان بريدك الإلكتروني. لديك حساب بالفعل، فلم يُنشأ حساب آخر ولم يتغير شيء في حسابك.',
        `إذا كنت أنت، فسجّل الدخول من هنا، أو اختر «نسيت كلمة المرور؟» إن لم تتذكرها:\n${signInUrl}`,
        'وإن لم تكن أنت، فلا داعي لأي إجراء.',
        signature('ar'),
      ],
      'ar',
    );
  }
  return blocksMail(
    to,
    'Someone tried to sign up to Manzil with your e-mail',
    [
      `Hello ${firstName},`,
      'Someone just tried to create a new Manzil account with your e-mail address. You already have an account, so no other account was created and nothing changed in yours.',
      `If it was you, sign in here, or choose "Forgot Password?" if you do not remember your password:\n${signInUrl}`,
      'If it was not you, there is nothing to do.',
      signature('en'),
    ],
    'en',
  );
}
