/**
 * GET /.well-known/security.txt (RFC 9116) — where to report a vulnerability: `text/plain`
 * with Contact, Expires (always 180 days ahead), Preferred-Languages and Canonical. The shell's
 * static server answers the same path with the same fields (tooling/security-headers.mjs).
 */
import type { FastifyPluginAsync } from 'fastify';

export const SECURITY_CONTACT = 'mailto:security@manzil.eg';

/** The security.txt text, with `Expires` 180 days after `now`. */
export function securityTxt(now = new Date(), canonical = 'https://manzil.eg/.well-known/security.txt'): string {
  const expires = new Date(now.getTime() + 180 * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${SECURITY_CONTACT}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, ar',
    `Canonical: ${canonical}`,
    'Policy: https://manzil.eg/help/security',
    '',
  ].join('\n');
}

const wellKnownRoutes: FastifyPluginAsync = async (app) => {
  app.get('/security.txt', { schema: { summary: 'Security contact (RFC 9116)', tags: ['system'] } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(securityTxt()),
  );
};

export default wellKnownRoutes;
