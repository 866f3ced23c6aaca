/** A vendor's own brands (SPEC §3 Brand). Another vendor's brand is "not found". */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { VendorBrand } from '@manzil/shared/contract';
import { brandLogo } from '../brands.ts';

export interface BrandFields {
  brandName: string;
  brandDescription: string;
  /** Arabic name and description: '' clears, undefined keeps. */
  brandNameAr?: string;
  brandDescriptionAr?: string;
  /** Path of an uploaded logo; undefined keeps the current one. */
  logo?: string;
}

type Row = typeof brands.$inferSelect;
/** The brand as its vendor reads it: English texts and the saved Arabic ones (null: none). */
const toBrand = (row: Row): VendorBrand => ({
  _id: String(row.id),
  brandName: row.name,
  brandlogo: brandLogo(row.id, row.logo),
  brandDescription: row.description,
  brandNameAr: row.nameAr,
  brandDescriptionAr: row.descriptionAr,
});

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
const NAME_TAKEN = () => conflict('partner.brand_name_taken', { code: 'brand_name_taken' });

export function vendorBrandsRepository(db: Database) {
  return {
    /** The vendor's brands, by name. */
    async list(vendorId: number): Promise<VendorBrand[]> {
      const rows = await db.select().from(brands).where(eq(brands.vendorId, vendorId)).orderBy(asc(brands.name));
      return rows.map(toBrand);
    },

    /** The brand if the vendor owns it, else null. */
    async find(vendorId: number, brandId: number): Promise<VendorBrand | null> {
      const [row] = await db
        .select()
        .from(brands)
        .where(and(eq(brands.id, brandId), eq(brands.vendorId, vendorId)))
        .limit(1);
      return row ? toBrand(row) : null;
    },

    /** Creates a brand of the vendor; 409 when the name is taken. */
    async create(vendorId: number, fields: BrandFields): Promise<VendorBrand> {
      try {
        const [row] = await db
          .insert(brands)
          .values({
            vendorId,
            name: fields.brandName,
            description: fields.brandDescription,
            nameAr: fields.brandNameAr || null,
            descriptionAr: fields.brandDescriptionAr || null,
            logo: fields.logo ?? null,
          })
          .returning();
        return toBrand(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw NAME_TAKEN();
        throw error;
      }
    },

    /** Updates the vendor's brand; null when it is not theirs (nothing changes); 409 when the name is taken. */
    async update(vendorId: number, brandId: number, fields: BrandFields): Promise<VendorBrand | null> {
      try {
        const [row] = await db
          .update(brands)
          .set({
            name: fields.brandName,
            description: fields.brandDescription,
            ...(fields.brandNameAr !== undefined ? { nameAr: fields.brandNameAr || null } : {}),
            ...(fields.brandDescriptionAr !== undefined ? { descriptionAr: fields.brandDescriptionAr || null } : {}),
            ...(fields.logo ? { logo: fields.logo } : {}),
          })
          .where(and(eq(brands.id, brandId), eq(brands.vendorId, vendorId)))
          .returning();
        return row ? toBrand(row) : null;
      } catch (error) {
        if (isUniqueViolation(error)) throw NAME_TAKEN();
        throw error;
      }
    },
  };
}
