/** Helpers for the partner suites: multipart uploads, a fresh applicant, an approved vendor. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../src/seed/demo-accounts.ts';
import { decideApplication } from '../src/services/partner/decisions.ts';
import { cookieHeader, signIn } from './helpers.ts';

/** A multipart/form-data body with one part `file`. */
export function multipart(bytes: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----manzil${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const pngBytes = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .png()
    .toBuffer();

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let tokens = 0;

/** A fresh upload token for an applicant (POST /api/uploads/token), asked from an address of its own (5 per address an hour). */
export async function uploadToken(app: FastifyInstance): Promise<string> {
  tokens += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads/token',
    remoteAddress: `100.101.${Math.floor(tokens / 250) % 250}.${(tokens % 250) + 1}`,
  });
  if (response.statusCode !== 201) throw new Error(`upload token: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

/**
 * POST /api/uploads?kind= with `bytes`. With a vendor `cookie`, as that vendor; without one, a
 * document goes with `token` (an applicant's upload token; a fresh one when not given).
 */
export async function upload(
  app: FastifyInstance,
  kind: 'image' | 'cad' | 'document',
  bytes: Buffer,
  filename: string,
  cookie = '',
  token?: string,
) {
  const body = multipart(bytes, filename);
  const applicant = kind === 'document' && !cookie ? { 'x-upload-token': token ?? (await uploadToken(app)) } : {};
  return app.inject({
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}), ...applicant },
  });
}

let counter = 0;

/** Applies as a new shop (documents uploaded anonymously first); returns its cookie and ids. */
export async function applyAsVendor(app: FastifyInstance, tag = 'shop') {
  counter += 1;
  const token = await uploadToken(app);
  const cr = (await upload(app, 'document', PDF_BYTES, 'register.pdf', '', token)).json();
  const tax = (await upload(app, 'document', await pngBytes(200, 100), 'tax.png', '', token)).json();
  const email = `${tag}.${process.pid}.${counter}.${Date.now()}@partner.eg`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/vendor/apply',
    payload: {
      shopName: `Atelier ${tag} ${counter}`,
      legalName: `Atelier ${tag} ${counter} LLC`,
      commercialRegisterNumber: '123456',
      taxCardNumber: '123-456-789',
      contactName: 'Salma Nabil',
      email,
      mobile: '010 1234 5678',
      password: 'Khan-el-Khalili#1',
      city: 'Giza',
      categoryIds: ['1'],
      commercialRegisterFile: cr._id,
      taxCardFile: tax._id,
      uploadToken: token,
    },
  });
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return {
    cookie: cookieHeader(response),
    email,
    vendorId: body.vendor.vendorId as string,
    userId: body.vendor.userId as string,
    application: body.application,
  };
}

/** A new shop whose application an admin approved. */
export async function approvedVendor(app: FastifyInstance, tag = 'shop') {
  const vendor = await applyAsVendor(app, tag);
  const admin = await app.repos.users.findByEmail(DEMO_ADMIN.email);
  await decideApplication(app, Number(vendor.application._id), admin!.user.id, { approve: true });
  return vendor;
}

export const adminCookie = async (app: FastifyInstance) => (await signIn(app, 'admin', DEMO_ADMIN.email)).cookie;

/**
 * A pending application written straight through the partner repositories (no HTTP, no e-mail):
 * shop `${prefix} ${tag}`, a placeholder document owned by the demo shopper for both papers.
 * Returns what `applications.apply` returns (`vendorId`, `application`).
 */
export async function pendingApplication(app: FastifyInstance, prefix: string, tag: string) {
  const partner = app.repos.partner;
  const owner = await app.repos.users.findByEmail(DEMO_SHOPPER.email);
  const doc = await partner.uploads.add({
    id: randomUUID(),
    ownerUserId: owner!.user.id,
    kind: 'document',
    private: true,
    contentType: 'application/pdf',
    extension: 'pdf',
    sizeBytes: 10,
    originalName: 'cr.pdf',
    storageKey: 'x',
    variants: [],
  });
  return partner.applications.apply({
    email: `${prefix.toLowerCase()}-${tag}-${process.pid}-${Date.now()}@shop.eg`,
    passwordHash: 'unusable',
    shopName: `${prefix} ${tag}`,
    legalName: `${prefix} ${tag} LLC`,
    commercialRegisterNumber: '12345',
    taxCardNumber: '123-456-789',
    contactName: 'Hala Said',
    mobile: '+201012345678',
    city: 'Cairo',
    categoryIds: [1],
    commercialRegisterFile: doc._id,
    taxCardFile: doc._id,
  });
}
